package org.ludotheque.server.ui;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A rematch once a game is over, the seats exchanged: against the computer at once; between
 * people offered by one player, shown to the other over the game's socket and taken by them.
 */
class RematchUiTest extends UiTestBase {

    private static final Map<String, String> SMALL = Map.of("width", "8", "height", "8");

    @Test
    void aRematchAgainstTheComputerStartsAtOnceWithTheSeatsExchanged() {
        createGame(page, "twixt", "dujardin", SMALL, "computer", "1");
        assertThat(page.locator("#rematch")).hasCount(0);
        resign(page);
        assertThat(page.locator("#rematch")).hasText("Rematch");
        String old = page.url();
        page.locator("#rematch").click();
        page.waitForURL(url -> !url.equals(old) && url.contains("/game/"));
        page.locator("#board svg").first().waitFor();
        assertThat(page.locator(".player.colour-black")).containsText("You");
        assertThat(page.locator(".player.colour-red")).containsText("Computer, level 1");
        // The computer moves first now.
        assertThat(moves(page)).hasCount(1, new LocatorAssertions.HasCountOptions().setTimeout(30_000));
        assertThat(page.locator("#status")).hasText("Your turn (Black)");
        String rematch = page.url();

        // Back on the old game, the button leads to the same rematch.
        page.navigate(old);
        assertThat(page.locator("#rematch")).hasText("Go to the rematch");
        assertThat(page.locator("#rematch-note")).hasCount(0);
        page.locator("#rematch").click();
        page.waitForURL(rematch);
        assertThat(page.locator(".player.colour-black")).containsText("You");
    }

    @Test
    void aRematchBetweenPeopleIsOfferedByOneAndAcceptedByTheOther() {
        Page black = smallTwixtBetweenPeople("fr-FR");
        play(page, "C3");
        assertThat(black.locator("#rematch")).hasCount(0);
        resign(black);
        assertThat(page.locator("#status")).containsText("Red wins");
        String old = page.url();

        // Black asks: its new game waits for Red, who is told over the socket.
        assertThat(black.locator("#rematch")).hasText("Revanche");
        black.locator("#rematch").click();
        black.waitForURL(url -> !url.equals(old) && url.contains("/game/"));
        black.locator("#board svg").first().waitFor();
        assertThat(black.locator("#invite-link")).isVisible();
        assertThat(black.locator(".player.colour-red")).containsText("Vous");
        assertThat(page.locator("#rematch-note")).hasText("Black offers a rematch.");
        assertThat(page.locator("#rematch")).hasText("Accept the rematch");
        screenshot(page, "rematch-offered");

        // Red accepts: both are at the new table, Black (who moved second) moving first as Red.
        page.locator("#rematch").click();
        page.waitForURL(black.url());
        page.locator("#board svg").first().waitFor();
        assertThat(page.locator(".player.colour-black")).containsText("You");
        assertThat(page.locator("#status")).hasText("Waiting for Red");
        assertThat(black.locator("#invite-link")).hasCount(0);
        assertThat(black.locator("#status")).hasText("À vous de jouer (Rouge)");
        // Back on the old game, the rematch is Red's to go to now.
        Page again = page.context().newPage();
        again.navigate(old);
        assertThat(again.locator("#rematch")).hasText("Go to the rematch");
        assertThat(again.locator("#rematch-note")).hasCount(0);
        again.close();
        play(black, "D4");
        assertThat(page.locator("#board [data-peg='D4']")).hasCount(1);
        assertThat(page.url()).isNotEqualTo(old);
        black.context().close();
    }
}
