package org.ludotheque.server.ui;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.Page;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The game page's "Play on from here": a new game from the position on the board, against the
 * computer, by invitation or on one screen, the old game left as it was; never during a game
 * between people.
 */
class ContinueUiTest extends UiTestBase {

    private static final Map<String, String> SMALL = Map.of("width", "8", "height", "8");

    @Test
    void aReplayedPositionGoesOnAgainstTheComputerInANewGame() {
        createGame(page, "twixt", "dujardin", SMALL, "local", null);
        play(page, "C3");
        play(page, "F6");
        play(page, "D5");
        String old = page.url();
        assertThat(page.locator("#continue h2")).hasText("Play on from here");
        // The computer's levels for this board, level 3 until another is chosen.
        assertThat(page.locator("#continue-level option")).hasCount(7);
        assertThat(page.locator("#continue-level")).hasValue("3");
        assertThat(page.locator("#continue-level")).hasAttribute("title", Pattern.compile("playouts"));
        page.locator("#continue-opponent").selectOption("local");
        assertThat(page.locator("#continue-level")).isHidden();
        page.locator("#continue-opponent").selectOption("computer");
        assertThat(page.locator("#continue-level")).isVisible();
        page.locator("#continue-level").selectOption("1");
        screenshot(page, "continue-panel");

        // From the position after F6: Red (the side to move there) against the computer.
        page.locator("#prev").click();
        assertThat(page.locator("#replay-at")).isVisible();
        page.locator("#continue-play").click();
        page.waitForURL(url -> !url.equals(old) && url.contains("/game/"));
        page.locator("#board svg").first().waitFor();
        assertThat(moves(page)).hasCount(2);
        assertThat(moves(page).nth(1)).containsText("F6");
        assertThat(page.locator(".player.colour-red")).containsText("You");
        assertThat(page.locator(".player.colour-black")).containsText("Computer, level 1");
        assertThat(page.locator("#status")).hasText("Your turn (Red)");
        // Red plays there, and the computer answers.
        page.locator("#board [data-hole='E5']").click();
        assertThat(moves(page)).hasCount(4, new com.microsoft.playwright.assertions.LocatorAssertions.HasCountOptions().setTimeout(30_000));

        // The old game is as it was, and its choices are kept for next time.
        page.navigate(old);
        page.locator("#board svg").first().waitFor();
        assertThat(moves(page)).hasCount(3);
        assertThat(page.locator("#board [data-peg]")).hasCount(3);
        assertThat(page.locator("#continue-level")).hasValue("1");
        assertThat(page.locator("#continue-opponent")).hasValue("computer");
    }

    @Test
    void aGameBetweenPeopleGoesOnElsewhereOnlyOnceItIsOver() {
        Page black = smallTwixtBetweenPeople("fr-FR");
        play(page, "C3");
        assertThat(page.locator("#continue")).hasCount(0);
        assertThat(black.locator("#continue")).hasCount(0);
        resign(page);
        assertThat(black.locator("#continue h2")).hasText("Continuer à partir d\u2019ici");

        // On one screen from the last position, for the French player.
        black.locator("#continue-opponent").selectOption("local");
        String old = black.url();
        black.locator("#continue-play").click();
        black.waitForURL(url -> !url.equals(old) && url.contains("/game/"));
        black.locator("#board svg").first().waitFor();
        assertThat(moves(black)).hasCount(1);
        assertThat(black.locator("#status")).hasText(Pattern.compile("Noir"));
        play(black, "F6");
        black.context().close();
    }
}
