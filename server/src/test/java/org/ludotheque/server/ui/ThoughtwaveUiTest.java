package org.ludotheque.server.ui;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Thoughtwave in the browser: tiles are chosen and turned in the picker and laid by clicking the
 * board's squares; the computer answers; refused clicks show the engine's reason; under the
 * penalty rule a tile that does not fit is laid only after the player confirms; two people play
 * each other live through an invitation link while a spectator watches.
 */
class ThoughtwaveUiTest extends UiTestBase {

    private static final LocatorAssertions.HasCountOptions SLOW = new LocatorAssertions.HasCountOptions().setTimeout(30_000);

    private Locator tiles() {
        return page.locator("#board [data-tile]");
    }

    private Locator fitting() {
        return page.locator("#board rect[data-fit=true]");
    }

    @Test
    void playsAgainstTheComputerByClickingAndResigns() {
        createGame(page, "thoughtwave", "original", Map.of("size", "6"), "computer", "1");
        assertThat(page.locator("#board [data-border=west][data-colour=red]")).hasCount(1);
        assertThat(page.locator("#board [data-border=north][data-colour=black]")).hasCount(1);
        assertThat(page.locator("#board rect[data-square]")).hasCount(36);
        // On an empty board every square takes every tile.
        assertThat(fitting()).hasCount(36);

        // The picker: choose the Bend, turn it; the edges shown follow the turns.
        page.locator("#board [data-pick=bend]").click();
        assertThat(page.locator("#board [data-edges]")).hasText("NE");
        page.locator("#board [data-action=rotate]").click();
        assertThat(page.locator("#board [data-edges]")).hasText("ES");
        page.keyboard().press("r");
        assertThat(page.locator("#board [data-edges]")).hasText("SW");

        page.locator("#board rect[data-square=c3]").click();
        // The Bend is laid, the computer answers with a tile of its own.
        assertThat(tiles()).hasCount(2, SLOW);
        assertThat(page.locator("#board [data-tile=c3][data-owner=red][data-kind=bend]")).hasCount(1);
        assertThat(page.locator("#board [data-supply=red-bend]")).hasText("9");
        assertThat(page.locator("#board [data-owner=black]")).hasCount(1);
        assertThat(page.locator("#moves li")).hasCount(2, new LocatorAssertions.HasCountOptions().setTimeout(30_000));
        screenshot(page, "thoughtwave-first-reply");

        // Two more tiles, each on a square the board marks as fitting: Straights, then a Cross.
        for (String kind : new String[] {"straight", "cross"}) {
            assertThat(fitting().first()).isVisible(new LocatorAssertions.IsVisibleOptions().setTimeout(30_000));
            int before = tiles().count();
            page.keyboard().press(kind.equals("straight") ? "3" : "1");
            assertThat(page.locator("#board [data-pick=" + kind + "][aria-pressed=true]")).hasCount(1);
            Locator target = fitting().first();
            String square = target.getAttribute("data-square");
            target.click();
            assertThat(page.locator("#board [data-tile=" + square + "][data-owner=red]")).hasCount(1);
            assertThat(tiles()).hasCount(before + 2, SLOW);
        }
        assertThat(page.locator("#board [data-last]")).hasCount(1);

        // A click on an occupied square is sent and the engine's reason shows.
        assertThat(fitting().first()).isVisible(new LocatorAssertions.IsVisibleOptions().setTimeout(30_000));
        page.locator("#board [data-pick=bend]").click();
        page.locator("#board rect[data-square=c3]").click();
        assertThat(page.locator("#error")).isVisible();
        assertThat(page.locator("#error")).containsText("c3 is occupied");

        // A click where the tile clashes with a neighbour: the engine names the clashing edge.
        Locator clash = page.locator("#board rect[data-fit=false]:not(.occupied)");
        for (int turns = 0; clash.count() == 0 && turns < 4; turns++) {
            page.keyboard().press("r");
        }
        assertTrue(clash.count() > 0, "some empty square does not take the Bend in one of its turns");
        clash.first().click();
        assertThat(page.locator("#error")).containsText(Pattern.compile("edge (has a wave|is blank) but"));
        assertEquals(6, tiles().count(), "a refused click lays nothing");
        screenshot(page, "thoughtwave-refused");

        page.onceDialog(d -> d.accept());
        page.locator("#resign").click();
        assertThat(page.locator("#status")).containsText(Pattern.compile("Black wins", Pattern.CASE_INSENSITIVE));
        assertThat(page.locator("#board rect[data-fit=true]")).hasCount(0);
        screenshot(page, "thoughtwave-resigned");
    }

    @Test
    void underThePenaltyRuleATileThatDoesNotFitIsLaidOnlyAfterConfirmation() {
        createGame(page, "thoughtwave", "original", Map.of("size", "5", "penalty", "true"), "local", null);
        // Red: a Straight turned east-west on c3.
        page.locator("#board [data-pick=straight]").click();
        page.keyboard().press("r");
        assertThat(page.locator("#board [data-edges]")).hasText("EW");
        page.locator("#board rect[data-square=c3]").click();
        assertThat(page.locator("#board [data-tile=c3][data-owner=red]")).hasCount(1);

        // Black: a north-south Straight on d3 clashes with c3's wave on its east edge.
        // (The picker keeps each tile's turn: the Straight still lies east-west.)
        page.locator("#board [data-pick=straight]").click();
        assertThat(page.locator("#board [data-edges]")).hasText("EW");
        page.keyboard().press("r");
        assertThat(page.locator("#board [data-edges]")).hasText("NS");
        assertThat(page.locator("#board rect[data-square=d3]")).hasAttribute("data-fit", "false");
        page.locator("#board rect[data-square=d3]").click();
        Locator confirm = page.locator("#board [data-confirm='d3:NS']");
        assertThat(confirm).isVisible();
        assertThat(confirm).containsText("west edge is blank, but c3 has a wave on its east edge");
        assertThat(page.locator("#board [data-supply=black-straight]")).hasText("5");
        screenshot(page, "thoughtwave-penalty-confirm");

        // Keeping the tile sends nothing.
        page.locator("#board [data-action=cancel-attempt]").click();
        assertThat(confirm).hasCount(0);
        assertThat(page.locator("#moves li")).hasCount(1);

        // Laying it anyway costs the tile and the turn; the attempt shows where it was made.
        page.locator("#board rect[data-square=d3]").click();
        page.locator("#board [data-action=confirm-attempt]").click();
        assertThat(page.locator("#board [data-supply=black-straight]")).hasText("4");
        assertThat(page.locator("#board [data-attempt=d3]")).hasCount(1);
        assertThat(page.locator("#board [data-tile=d3]")).hasCount(0);
        assertThat(page.locator("#moves")).containsText("illegal(d3:NS)");
        assertThat(page.locator("#status")).containsText("Red");
        screenshot(page, "thoughtwave-penalty-attempt");

        // The legal placement next to it is laid at once, without a question.
        page.locator("#board [data-pick=straight]").click();
        String edges = page.locator("#board [data-edges]").textContent();
        if (!edges.equals("EW")) {
            page.keyboard().press("r");
        }
        assertThat(page.locator("#board rect[data-square=d3]")).hasAttribute("data-fit", "true");
        page.locator("#board rect[data-square=d3]").click();
        assertThat(page.locator("#board [data-tile=d3][data-owner=red]")).hasCount(1);
        assertThat(page.locator("#board [data-confirm]")).hasCount(0);
        assertNotEquals(0, page.locator("#board rect[data-fit=true]").count());

        // The picker speaks the page's language.
        page.locator("#lang").selectOption("de");
        assertThat(page.locator("#board [data-picker]")).containsText("Steine");
        assertThat(page.locator("#board [data-picker]")).containsText("Kurve");
        screenshot(page, "thoughtwave-de");
    }

    @Test
    void theRulesPageDrawsEveryDiagram() {
        page.navigate(url("/rules/thoughtwave"));
        assertThat(page.locator(".diagram svg.thoughtwave-board")).hasCount(5);
        // The winning diagram shows its network; the penalty diagram its failed attempt.
        assertThat(page.locator(".diagram [data-attempt=c3]")).hasCount(1);
        assertThat(page.locator(".diagram [data-tile=d2][data-kind=straight][data-owner=black]")).hasCount(1);
        assertThat(page.locator("#error")).isHidden();
        page.locator("#lang").selectOption("fr");
        assertThat(page.locator(".rules h2").first()).hasText("Le jeu");
        assertThat(page.locator(".diagram svg.thoughtwave-board")).hasCount(5);
        screenshot(page, "thoughtwave-rules-fr");
    }

    @Test
    void handicapTilesAreTakenFromThePickerAndTheSwapIsAButton() {
        createGame(page, "thoughtwave", "original", Map.of("size", "5", "handicap", "1"), "local", null);
        // Black receives one tile of their choice from Red before the first tile.
        assertThat(page.locator("#board [data-take]")).hasCount(5);
        page.locator("#board rect[data-square=c3]").click();
        assertThat(page.locator("#error")).containsText("handicap");
        page.locator("#board [data-take=cross]").click();
        assertThat(page.locator("#board [data-supply=black-cross]")).hasText("3");
        assertThat(page.locator("#board [data-supply=red-cross]")).hasText("1");
        assertThat(page.locator("#board [data-take]")).hasCount(0);
        assertThat(page.locator("#moves")).containsText("take Cross");
        assertThat(fitting()).hasCount(25);

        page.navigate(url("/"));
        createGame(page, "thoughtwave", "original", Map.of("size", "5", "swap", "true"), "local", null);
        page.locator("#board [data-pick=cross]").click();
        page.locator("#board rect[data-square=c3]").click();
        assertThat(page.locator("#board [data-tile=c3][data-owner=red]")).hasCount(1);
        page.locator("#board [data-action=swap]").click();
        assertThat(page.locator("#moves")).containsText("swap");
        assertThat(page.locator("#board [data-action=swap]")).hasCount(0);
        screenshot(page, "thoughtwave-after-swap");

        // Keyboard: on the focused board the arrows move a cursor (from the centre, c3) and Enter lays the tile.
        page.locator("#board svg.thoughtwave-board").focus();
        page.keyboard().press("ArrowRight");
        page.keyboard().press("ArrowRight");
        assertThat(page.locator("#board [data-cursor=d3]")).hasCount(1);
        page.keyboard().press("Enter");
        assertThat(page.locator("#board [data-tile=d3][data-owner=black][data-kind=cross]")).hasCount(1);
        // The arrows stayed with the board: the page did not step back into the replay.
        page.keyboard().press("ArrowLeft");
        assertThat(page.locator("#replay-at")).hasCount(0);
        assertThat(page.locator("#board [data-cursor=c3]")).hasCount(1);
    }

    @Test
    void twoPeoplePlayLiveThroughAnInvitationAndASpectatorWatches() {
        createGame(page, "thoughtwave", "original", Map.of("size", "6"), "invite", null);
        String gameUrl = page.url();

        // The second person opens the invitation in a French browser and takes Black.
        BrowserContext frenchContext = newContext("fr-FR");
        BrowserContext germanContext = newContext("de-DE");
        try {
            Page black = joinByInvitation(frenchContext);
            assertThat(black.locator("#status")).hasText("En attente de Rouge");
            assertThat(black.locator("#board [data-picker]")).containsText("Pièces");
            // Red sees Black arrive without reloading, and the invitation goes away.
            assertThat(page.locator(".player[data-seat='1']")).containsText("Player");
            assertThat(page.locator("#invite-link")).hasCount(0);
            assertThat(page.locator("#status")).hasText("Your turn (Red)");
            // Black cannot lay a tile during Red's turn: nothing fits, and a click says why.
            assertThat(black.locator("#board rect[data-fit=true]")).hasCount(0);
            black.locator("#board rect[data-square=c3]").click();
            assertThat(black.locator("#error-text")).hasText("Ce n’est pas votre tour.");
            black.locator("#error-close").click();

            // A spectator in a German browser: the board, no controls.
            Page spectator = germanContext.newPage();
            spectator.navigate(gameUrl);
            assertThat(spectator.locator("#spectator")).hasText("Sie schauen zu.");
            assertThat(spectator.locator("#board rect[data-square]")).hasCount(36);
            assertThat(spectator.locator("#resign")).hasCount(0);
            assertThat(spectator.locator("#offer-draw")).hasCount(0);
            assertThat(spectator.locator("#board [data-action=rotate]")).hasCount(0);
            assertThat(spectator.locator("#board rect[data-fit=true]")).hasCount(0);
            assertThat(spectator.locator("#status")).hasText("Warten auf Rot");

            // Red lays a Bend (north-east) on c3; Black and the spectator see it at once.
            page.locator("#board [data-pick=bend]").click();
            assertThat(page.locator("#board [data-edges]")).hasText("NE");
            page.locator("#board rect[data-square=c3]").click();
            String redBend = "#board [data-tile=c3][data-owner=red][data-kind=bend][data-mask='3']";
            assertThat(page.locator(redBend)).hasCount(1);
            assertThat(black.locator(redBend)).hasCount(1);
            assertThat(spectator.locator(redBend)).hasCount(1);
            assertThat(spectator.locator("#board [data-last=c3]")).hasCount(1);
            assertThat(black.locator("#board [data-supply=red-bend]")).hasText("9");
            assertThat(black.locator("#moves li")).hasCount(1);
            assertThat(spectator.locator("#moves li")).hasCount(1);
            assertThat(black.locator("#status")).hasText("À vous de jouer (Noir)");
            assertThat(page.locator("#status")).hasText("Waiting for Black");
            assertThat(spectator.locator("#status")).hasText("Warten auf Schwarz");
            assertThat(page.locator("#board rect[data-fit=true]")).hasCount(0);

            // Black continues the Bend's east wave: a Straight turned east-west on d3.
            black.locator("#board [data-pick=straight]").click();
            assertThat(black.locator("#board [data-edges]")).hasText("NS");
            black.locator("#board [data-action=rotate]").click();
            assertThat(black.locator("#board [data-edges]")).hasText("EW");
            assertThat(black.locator("#board rect[data-square=d3]")).hasAttribute("data-fit", "true");
            black.locator("#board rect[data-square=d3]").click();
            String blackStraight = "#board [data-tile=d3][data-owner=black][data-kind=straight][data-mask='10']";
            assertThat(black.locator(blackStraight)).hasCount(1);
            assertThat(page.locator(blackStraight)).hasCount(1);
            assertThat(spectator.locator(blackStraight)).hasCount(1);
            assertThat(spectator.locator("#board [data-last=d3]")).hasCount(1);
            assertThat(page.locator("#board [data-supply=black-straight]")).hasText("4");
            assertThat(page.locator("#moves li")).hasCount(2);
            assertThat(spectator.locator("#moves li")).hasCount(2);
            assertThat(page.locator("#status")).hasText("Your turn (Red)");
            assertThat(page.locator("#board rect[data-fit=true]").first()).isVisible();

            // Red lays a second tile on a square the board marks as fitting; the others follow.
            Locator fit = page.locator("#board rect[data-fit=true]").first();
            String square = fit.getAttribute("data-square");
            fit.click();
            String redSecond = "#board [data-tile=" + square + "][data-owner=red]";
            assertThat(page.locator(redSecond)).hasCount(1);
            assertThat(black.locator(redSecond)).hasCount(1);
            assertThat(spectator.locator(redSecond)).hasCount(1);
            assertThat(black.locator("#moves li")).hasCount(3);
            assertThat(spectator.locator("#moves li")).hasCount(3);
            assertThat(spectator.locator("#board [data-tile]")).hasCount(3);
            screenshot(spectator, "thoughtwave-live-spectator-de");

            // Black resigns; Red and the spectator see the result, each in their own language.
            black.onceDialog(d -> d.accept());
            black.locator("#resign").click();
            assertThat(black.locator("#status")).hasText("Rouge gagne (Noir abandonne)");
            assertThat(page.locator("#status")).hasText("Red wins (Black resigns)");
            assertThat(spectator.locator("#status")).hasText("Rot gewinnt (Schwarz gibt auf)");
            assertThat(page.locator("#resign")).hasCount(0);
            assertThat(page.locator("#board rect[data-fit=true]")).hasCount(0);
            assertThat(spectator.locator("#moves li")).hasCount(3);
            screenshot(spectator, "thoughtwave-live-spectator-resigned");
        } finally {
            frenchContext.close();
            germanContext.close();
        }
    }
}
