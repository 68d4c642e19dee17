package org.ludotheque.server.ui;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Two people in two browsers playing each other live through an invitation link, with a
 * spectator in a third: moves, a takeback asked and granted, a draw offered and accepted, then a
 * replay of the finished game. Each browser has its own language.
 */
class LiveUiTest extends UiTestBase {

    private static void click(Page p, String hole) {
        p.locator("#board [data-hole='" + hole + "']").click();
    }

    private static void seesPeg(Page p, String hole) {
        assertThat(p.locator("#board [data-peg='" + hole + "']")).hasCount(1);
    }

    @Test
    void twoPeoplePlayLiveAndASpectatorWatches() {
        createGame(page, "twixt", "dujardin", Map.of("width", "8", "height", "8"), "invite", null);
        String gameUrl = page.url();

        BrowserContext frenchContext = newContext("fr-FR");
        Page black = joinByInvitation(frenchContext);
        assertThat(black.locator("#status")).hasText("En attente de Rouge");
        // The first player sees the second arrive without reloading.
        assertThat(page.locator(".player[data-seat='1']")).containsText("Player");
        assertThat(page.locator("#invite-link")).hasCount(0);

        BrowserContext germanContext = newContext("de-DE");
        Page spectator = germanContext.newPage();
        spectator.navigate(gameUrl);
        assertThat(spectator.locator("#spectator")).hasText("Sie schauen zu.");
        assertThat(spectator.locator("#resign")).hasCount(0);

        click(page, "C3");
        seesPeg(black, "C3");
        seesPeg(spectator, "C3");
        assertThat(black.locator("#status")).hasText("À vous de jouer (Noir)");
        click(black, "F6");
        seesPeg(page, "F6");
        seesPeg(spectator, "F6");
        click(page, "D5");
        seesPeg(black, "D5");
        screenshot(black, "live-twixt-black-fr");

        // Red regrets D5 and asks to take it back; Black agrees.
        page.locator("#takeback").click();
        assertThat(page.locator("#offers")).containsText("You asked to take back your last move.");
        assertThat(black.locator("#offers")).containsText("Rouge demande à reprendre son dernier coup.");
        black.locator("#accept-takeback").click();
        assertThat(page.locator("#board [data-peg='D5']")).hasCount(0);
        assertThat(spectator.locator("#board [data-peg='D5']")).hasCount(0);
        assertThat(page.locator("#status")).hasText("Your turn (Red)");
        assertThat(spectator.locator("#moves li")).hasCount(2);
        assertThat(page.locator("#moves li")).hasCount(2);

        // Black offers a draw, Red accepts it.
        click(page, "E4");
        seesPeg(black, "E4");
        black.locator("#offer-draw").click();
        assertThat(page.locator("#offers")).containsText("Black offers a draw.");
        page.locator("#accept-draw").click();
        assertThat(page.locator("#status")).hasText("Draw (by agreement)");
        assertThat(black.locator("#status")).hasText("Partie nulle (d’un commun accord)");
        assertThat(spectator.locator("#status")).hasText("Remis (durch Einigung)");

        // The finished game replays move by move.
        spectator.locator("#moves li").first().locator("button").click();
        assertThat(spectator.locator("#replay-at")).hasText("Stellung nach Zug 1 von 3");
        seesPeg(spectator, "C3");
        assertThat(spectator.locator("#board [data-peg='F6']")).hasCount(0);
        spectator.locator("#next").click();
        seesPeg(spectator, "F6");
        spectator.locator("#last").click();
        assertThat(spectator.locator("#replay-at")).hasCount(0);
        seesPeg(spectator, "E4");
        frenchContext.close();
        germanContext.close();
    }

    /**
     * Someone who opened the game's page and takes the free seat there plays from that page: the
     * page follows the game again as a player, for only the seat to move gets the legal moves.
     */
    @Test
    void aSpectatorWhoTakesTheFreeSeatPlaysFromThePage() {
        createGame(page, "twixt", "dujardin", Map.of("width", "8", "height", "8"), "invite", null);
        String gameUrl = page.url();
        BrowserContext other = newContext("en-GB");
        Page black = other.newPage();
        black.navigate(gameUrl);
        black.locator("#join").click();
        assertThat(black.locator("#join")).hasCount(0);
        assertThat(black.locator("#status")).hasText("Waiting for Red");

        click(page, "C3");
        seesPeg(black, "C3");
        assertThat(black.locator("#status")).hasText("Your turn (Black)");
        // the holes Black may take are offered on the board, as to any player whose turn it is
        assertThat(black.locator("#board [data-hole='F6'][data-legal=true]")).hasCount(1);
        click(black, "F6");
        seesPeg(page, "F6");
        assertThat(page.locator("#status")).hasText("Your turn (Red)");
        other.close();
    }

    @Test
    void aReloadedPageGetsTheGameBack() {
        createGame(page, "twixt", "dujardin", Map.of("width", "8", "height", "8"), "local", null);
        click(page, "C3");
        seesPeg(page, "C3");
        page.reload();
        seesPeg(page, "C3");
        assertThat(page.locator("#status")).hasText("Black to move");
        click(page, "F6");
        seesPeg(page, "F6");
        assertThat(page.locator("#status")).hasText("Red to move");
    }

    @Test
    void theGameGoesOnAfterTheServerRestarts() {
        createGame(page, "twixt", "dujardin", Map.of("width", "8", "height", "8"), "local", null);
        click(page, "C3");
        seesPeg(page, "C3");
        server.close();
        assertThat(page.locator(".warning")).hasText("Connection lost: reconnecting…");
        startServerAgain();
        // The page reconnects by itself and gets the game back from the database.
        assertThat(page.locator(".warning")).hasCount(0, new com.microsoft.playwright.assertions.LocatorAssertions.HasCountOptions().setTimeout(20_000));
        assertThat(page.locator("#status")).hasText("Black to move");
        click(page, "F6");
        seesPeg(page, "F6");
        page.reload();
        seesPeg(page, "C3");
        seesPeg(page, "F6");
    }

    @Test
    void aGameIsWonByClickingAndEndsForEveryone() {
        createGame(page, "twixt", "dujardin", Map.of("width", "6", "height", "6"), "local", null);
        // Red links B1-C3-D5-B6 from its top row to its bottom row; Black's pegs stay apart.
        for (String hole : new String[] {"B1", "E2", "C3", "E3", "D5", "E4"}) {
            click(page, hole);
            seesPeg(page, hole);
        }
        click(page, "B6");
        assertThat(page.locator("#status")).hasText("Red wins (Red connects)");
        assertThat(page.locator("#resign")).hasCount(0);
        assertThat(page.locator("#board [data-legal=true]")).hasCount(0);
        screenshot(page, "twixt-won");
    }
}
