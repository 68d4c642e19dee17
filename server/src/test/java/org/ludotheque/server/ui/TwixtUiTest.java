package org.ludotheque.server.ui;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.ludotheque.engine.Games;
import org.ludotheque.engine.twixt.TwixtState;

/**
 * TwixT in the browser: games created from the lobby and played by clicking the board, against
 * the computer and two people on one screen (so that the swap and manual links can be clicked).
 */
class TwixtUiTest extends UiTestBase {

    private static final Map<String, String> SMALL = Map.of("width", "8", "height", "8");

    private Locator board() {
        return page.locator("#board svg.tw-board");
    }

    private Locator hole(String name) {
        return page.locator("#board [data-hole='" + name + "']");
    }

    private Locator moves() {
        return page.locator("#moves li");
    }

    /**
     * A legal hole where the mover's peg gets a link, by the engine's own linking rule (crossings
     * and ruleset included), on the position replayed from the game's record; null when none does.
     */
    private String holeThatLinks() {
        String id = page.url().replaceAll(".*/game/", "");
        String record = page.request().get(url("/api/games/" + id + "/record")).text();
        TwixtState s = (TwixtState) Games.get("twixt").recordFormats().get(0).read(record, null).replay();
        int me = s.colourToMove();
        for (int a : s.legalActions()) {
            TwixtState after = s.copy();
            after.apply(a);
            if (after.linkCount(me) > s.linkCount(me)) {
                return s.actionToString(a);
            }
        }
        return null;
    }

    /** Any legal hole, preferring the middle of the board. */
    private String someLegalHole() {
        return (String) page.evaluate("() => {"
                + "  const all = [...document.querySelectorAll('#board [data-legal=true]')];"
                + "  const mid = (e) => Math.abs(+e.dataset.col - 3.5) + Math.abs(+e.dataset.row - 3.5);"
                + "  all.sort((a, b) => mid(a) - mid(b));"
                + "  return all.length ? all[0].dataset.hole : null; }");
    }

    /** The colour the viewer moves with now (the board draws the hover peg in it). */
    private String moverColour() {
        String style = board().getAttribute("style");
        return style.contains("#c62828") ? "red" : "black";
    }

    private void waitForMyTurn(int movesBefore) {
        assertThat(moves()).hasCount(movesBefore + 2, new com.microsoft.playwright.assertions.LocatorAssertions.HasCountOptions().setTimeout(60_000));
        assertThat(page.locator("#board .tw-interactive")).hasCount(1);
    }

    @Test
    void playAgainstTheComputerWithLinksRemovalAnIllegalClickAndResign() {
        createGame(page, "twixt", "dujardin", SMALL, "computer", "1");
        assertThat(board()).hasAttribute("data-width", "8");
        assertThat(page.locator("#board [data-border=red]")).hasCount(2);
        assertThat(page.locator("#board [data-border=black]")).hasCount(2);
        // Corner holes do not exist; Black's border columns are not Red's to use.
        assertThat(hole("A1")).hasCount(0);
        assertThat(hole("A4")).not().hasAttribute("data-legal", "true");
        screenshot(page, "twixt-start");

        hole("D4").click();
        waitForMyTurn(0);
        // The computer may have swapped (it then plays Red with my peg): either way a peg stands on D4.
        assertThat(page.locator("#board [data-peg=D4]")).hasCount(1);
        assertThat(page.locator("#board [data-last=true]")).hasCount(1);

        // An occupied hole: the click goes to the server, which says why.
        hole("D4").click();
        assertThat(page.locator("#error")).isVisible();
        assertThat(page.locator("#error-text")).containsText("occupied");
        page.locator("#error-close").click();

        // Build a link: place where a link follows (three tries, in case the computer takes the hole first).
        String me = moverColour();
        for (int i = 0; i < 3 && page.locator("#board [data-link][data-colour=" + me + "]").count() == 0; i++) {
            String next = holeThatLinks();
            if (next == null) {
                next = someLegalHole();
            }
            int before = moves().count();
            hole(next).click();
            waitForMyTurn(before);
        }
        Locator myLinks = page.locator("#board [data-link][data-colour=" + me + "]");
        assertThat(myLinks.count()).isPositive();
        screenshot(page, "twixt-links");

        // Dujardin lets a player remove own links first: the link is clickable, then a peg ends the turn.
        Locator removable = page.locator("#board [data-removable=true]");
        assertThat(removable.count()).isPositive();
        String link = removable.first().getAttribute("data-link");
        removable.first().click();
        assertThat(page.locator("#board [data-link='" + link + "']")).hasCount(0);
        assertThat(page.locator("[data-twixt=cancel]")).isVisible();
        int before = moves().count();
        hole(someLegalHole()).click();
        waitForMyTurn(before);
        assertThat(moves().nth(before).textContent()).startsWith("-");
        screenshot(page, "twixt-after-removal");

        page.onceDialog(d -> d.accept());
        page.locator("#resign").click();
        assertThat(page.locator("#status")).containsText("wins");
        assertThat(page.locator("#board .tw-interactive")).hasCount(0);
        screenshot(page, "twixt-resigned");
    }

    @Test
    void theSecondPlayerSwapsByClickingAndTheMirroredPegAppears() {
        createGame(page, "twixt", "pp", SMALL, "local", null);
        hole("F3").click();
        assertThat(moves()).hasCount(1);
        Locator swap = page.locator("[data-twixt=swap]");
        assertThat(swap).isVisible();
        swap.click();
        assertThat(moves()).hasCount(2);
        assertThat(moves().nth(1)).containsText("swap");
        // TwixT PP mirrors the peg across the diagonal: F3 (column 6, row 3) becomes Black's C6.
        assertThat(page.locator("#board [data-peg=C6][data-colour=black]")).hasCount(1);
        assertThat(page.locator("#board [data-peg=F3]")).hasCount(0);
        assertThat(page.locator("[data-twixt=swap]")).hasCount(0);
        screenshot(page, "twixt-pp-swap");

        // Red's turn again: a hole in Black's border column is refused with the engine's reason.
        hole("A5").click();
        assertThat(page.locator("#error-text")).containsText("border");
    }

    @Test
    void manualLinksAreChosenByClickingThenTheTurnIsEnded() {
        createGame(page, "twixt", "standard", SMALL, "local", null);
        hole("D3").click();
        assertThat(moves()).hasCount(1);
        hole("B6").click();
        assertThat(moves()).hasCount(2);
        // F4 is a knight's move from D3: under manual linking the turn waits; Red ends it without the link.
        hole("F4").click();
        assertThat(page.locator("#board [data-add-link]")).hasCount(1);
        assertThat(page.locator("#board [data-current=true]")).hasCount(1);
        page.locator("[data-twixt=end]").click();
        assertThat(moves()).hasCount(3);
        assertThat(moves().nth(2)).hasText("F4");
        assertThat(page.locator("#board [data-link]")).hasCount(0);
        hole("B3").click();
        assertThat(moves()).hasCount(4);

        // C5 could link to D3, and D3 to F4 is still open: two dashed links to choose from.
        hole("C5").click();
        Locator add = page.locator("#board [data-add-link]");
        assertThat(add).hasCount(2);
        assertThat(page.locator("[data-twixt=end]")).isVisible();
        assertThat(page.locator("[data-twixt=hint]")).containsText("dashed");
        screenshot(page, "twixt-standard-choosing");
        page.locator("#board [data-add-link='C5-D3'], #board [data-add-link='D3-C5']").click();
        assertThat(page.locator("#board [data-link][data-colour=red]")).hasCount(1);
        assertThat(add).hasCount(1);
        assertThat(moves()).hasCount(4);
        page.locator("[data-twixt=end]").click();
        assertThat(moves()).hasCount(5);
        assertThat(moves().nth(4)).containsText(Pattern.compile("C5 \\+(C5-D3|D3-C5)$"));
        assertThat(page.locator("#board [data-link][data-colour=red]")).hasCount(1);

        // A peg with no possible link ends the turn by itself.
        hole("G7").click();
        assertThat(moves()).hasCount(6);
        assertThat(moves().nth(5)).hasText("G7");
        screenshot(page, "twixt-standard-linked");
    }

    @Test
    void underTheSupplyRuleAPegIsLiftedByClickingIt() {
        createGame(page, "twixt", "dujardin", Map.of("width", "6", "height", "6", "pegs", "2", "links", "1"), "local", null);
        for (String h : List.of("C3", "B4", "D5", "E4")) {
            int before = moves().count();
            hole(h).click();
            assertThat(moves()).hasCount(before + 1);
        }
        // Red's two pegs are on the board: the turn starts by lifting one of them.
        assertThat(page.locator("[data-twixt=supply]")).containsText("Pegs left: Red 0, Black 0");
        assertThat(page.locator("#board [data-liftable=true]")).hasCount(2);
        assertThat(page.locator("[data-twixt=hint]")).containsText("move it");
        screenshot(page, "twixt-supply-lift");
        page.locator("#board [data-peg=C3]").click();
        assertThat(page.locator("#board [data-peg=C3]")).hasCount(0);
        hole("B2").click();
        assertThat(moves()).hasCount(5);
        assertThat(moves().nth(4)).hasText("^C3 B2");
        assertThat(page.locator("#board [data-peg=B2][data-colour=red]")).hasCount(1);
    }

    @Test
    void theKeyboardPlacesAPeg() {
        createGame(page, "twixt", "dujardin", SMALL, "local", null);
        board().focus();
        page.keyboard().press("ArrowDown"); // the cursor appears in the middle: E5
        page.keyboard().press("ArrowLeft");
        page.keyboard().press("Enter");
        assertThat(moves()).hasCount(1);
        assertThat(moves().first()).hasText("D5");
        assertThat(page.locator("#board [data-peg=D5][data-colour=red]")).hasCount(1);
    }

    @Test
    void theRulesPageDrawsEveryDiagram() {
        page.navigate(url("/rules/twixt"));
        Locator diagrams = page.locator(".diagram-board svg.tw-board");
        assertThat(diagrams).hasCount(8);
        assertThat(page.locator("#error")).isHidden();
        page.setViewportSize(1000, 900);
        screenshot(page, "twixt-rules");
        page.locator("#lang").selectOption("de");
        assertThat(page.locator(".rules h2").first()).hasText("Das Spiel");
        assertThat(diagrams).hasCount(8);
    }
}
