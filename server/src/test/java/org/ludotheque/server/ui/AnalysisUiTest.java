package org.ludotheque.server.ui;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The game page's computer analysis: a position asked for by a click, its candidate moves with
 * their win chances and visits and the best line, for the position on the board (live or
 * replayed) and only while that position shows; refused during a game between people and, with
 * the server's reason, for a position where the game is over.
 */
class AnalysisUiTest extends UiTestBase {

    private static final Map<String, String> SMALL = Map.of("width", "8", "height", "8");
    private static final Pattern PERCENT = Pattern.compile("^\\d{1,3}[.,]\\d\\s?%$");
    private static final LocatorAssertions.IsVisibleOptions ANSWER = new LocatorAssertions.IsVisibleOptions().setTimeout(30_000);

    private static Locator candidates(Page p) {
        return p.locator("#analysis-candidates tbody tr");
    }

    private static Locator moves(Page p) {
        return p.locator("#moves li");
    }

    /** Clicks a hole and waits for the move list to grow by one turn. */
    private static void play(Page p, String hole) {
        int before = moves(p).count();
        p.locator("#board [data-hole='" + hole + "']").click();
        assertThat(moves(p)).hasCount(before + 1);
    }

    /** Clicks "Analyse" and waits for the answer: the candidates, or an error. */
    private static void analyse(Page p) {
        p.locator("#analyse").click();
        assertThat(p.locator("#analysis-candidates, #analysis-error").first()).isVisible(ANSWER);
        assertThat(p.locator("#analyse")).isEnabled();
        assertThat(p.locator("#analysis-thinking")).hasCount(0);
    }

    /**
     * The candidates' move texts, best first, after checking that the best shows a percentage
     * and every row a win chance (a dash when the search has none) and a visit count.
     */
    private static List<String> candidateMoves(Page p) {
        assertThat(candidates(p).count()).isBetween(1, 10);
        assertThat(candidates(p).first().locator("td.win-rate")).hasText(PERCENT);
        for (Locator row : candidates(p).all()) {
            assertThat(row.locator("td.win-rate")).hasText(Pattern.compile(PERCENT.pattern() + "|^–$"));
            assertThat(row.locator("td.visits")).hasText(Pattern.compile("^[\\d,.\\s\u202f]+$|^exact$"));
        }
        return candidates(p).locator("td.move-text").allTextContents();
    }

    private static double percent(Locator cell) {
        return Double.parseDouble(cell.textContent().replaceAll("[^\\d.,]", "").replace(',', '.'));
    }

    @Test
    void theShownPositionIsAnalysedAndItsResultGoesWhenAnotherPositionShows() {
        createGame(page, "twixt", "dujardin", SMALL, "local", null);
        play(page, "C3");
        play(page, "F6");
        assertThat(page.locator("#analysis h2")).hasText("Computer analysis");
        assertThat(page.locator("#analysis-candidates")).hasCount(0);

        // The search takes a second: the button waits and a note says the computer is at work.
        page.locator("#analyse").click();
        assertThat(page.locator("#analyse")).isDisabled();
        assertThat(page.locator("#analysis-thinking")).hasText("The computer is analysing…");
        assertThat(page.locator("#analysis-candidates")).isVisible(ANSWER);
        assertThat(page.locator("#analyse")).isEnabled();
        assertThat(page.locator("#analysis-thinking")).hasCount(0);
        assertThat(page.locator("#analysis-error")).hasCount(0);
        assertThat(page.locator("#analysis-candidates thead")).containsText("Win chance (Red)");
        List<String> live = candidateMoves(page);
        for (String hole : live) {
            // every candidate is a move Red may play on the board shown
            assertThat(page.locator("#board [data-hole='" + hole + "'][data-legal=true]")).hasCount(1);
        }
        assertThat(page.locator("#analysis-pv")).hasText(Pattern.compile("^[A-H][1-8]( \\S+)*$"));
        assertThat(page.locator("#analysis-work")).hasText(Pattern.compile("^[\\d,]+ playouts in \\d+\\.\\d\\d s$"));
        assertThat(page.locator("#analysis-roll")).hasCount(0);
        assertThat(page.locator("#error")).isHidden();
        screenshot(page, "analysis-twixt-live");

        // The side panel is drawn again (here in French): the result stays, translated.
        page.locator("#lang").selectOption("fr");
        assertThat(page.locator("#analysis h2")).hasText("Analyse par l\u2019ordinateur");
        assertThat(page.locator("#analysis-candidates thead")).containsText("Chances de gain (Rouge)");
        assertThat(candidates(page)).hasCount(live.size());
        assertThat(page.locator("#analysis-work")).containsText("parties simulées");
        page.locator("#lang").selectOption("en");
        assertThat(page.locator("#analyse")).hasText("Analyse this position");

        // Red plays the best move: the position changes and the old result goes.
        play(page, live.get(0));
        assertThat(page.locator("#analysis-candidates")).hasCount(0);
        assertThat(page.locator("#analysis-pv")).hasCount(0);

        // Back to the start: the empty board is analysed, and stepping on clears it again.
        page.locator("#first").click();
        assertThat(page.locator("#replay-at")).containsText("Position after move 0 of 3");
        analyse(page);
        assertThat(page.locator("#analysis-candidates thead")).containsText("Win chance (Red)");
        for (String hole : candidateMoves(page)) {
            assertThat(hole).matches("[A-H][1-8]");
            assertThat(page.locator("#board [data-peg='" + hole + "']")).hasCount(0);
        }
        assertThat(page.locator("#board [data-peg]")).hasCount(0);
        screenshot(page, "analysis-twixt-start");
        page.locator("#next").click();
        assertThat(page.locator("#replay-at")).containsText("Position after move 1 of 3");
        assertThat(page.locator("#analysis-candidates")).hasCount(0);
        assertThat(page.locator("#analyse")).isEnabled();
    }

    @Test
    void aGameBetweenPeopleIsAnalysedOnlyOnceItIsOver() {
        createGame(page, "twixt", "dujardin", SMALL, "invite", null);
        assertThat(page.locator("#invite-link")).isVisible();
        assertThat(page.locator("#analysis")).hasCount(0);
        BrowserContext french = newContext("fr-FR");
        Page black = joinByInvitation(french);
        play(page, "C3");
        assertThat(black.locator("#board [data-peg='C3']")).hasCount(1);
        play(black, "F6");
        assertThat(page.locator("#analysis")).hasCount(0);
        assertThat(black.locator("#analysis")).hasCount(0);
        assertThat(page.locator("#analyse")).hasCount(0);

        page.onceDialog(d -> d.accept());
        page.locator("#resign").click();
        assertThat(page.locator("#status")).containsText("wins");
        // Both players may now ask the computer, the opponent too (the update comes over the socket).
        assertThat(page.locator("#analysis")).isVisible();
        assertThat(black.locator("#analysis h2")).hasText("Analyse par l\u2019ordinateur");
        assertThat(black.locator("#analyse")).hasText("Analyser cette position");
        analyse(black);
        assertThat(black.locator("#analysis-error")).hasCount(0);
        assertThat(black.locator("#analysis-candidates thead")).containsText("Chances de gain (Rouge)");
        for (String hole : candidateMoves(black)) {
            assertThat(hole).matches("[A-H][1-8]");
        }
        screenshot(black, "analysis-twixt-after-resign-fr");
        french.close();
    }

    @Test
    void aPositionWhereTheGameIsOverIsRefusedInlineAndTheOneBeforeFindsTheWin() {
        createGame(page, "twixt", "dujardin", Map.of("width", "6", "height", "6"), "local", null);
        // Red links C1-E2-D4-E6 from its first row to its last; Black stays on its own border columns.
        for (String hole : List.of("C1", "A2", "E2", "A5", "D4", "F3", "E6")) {
            play(page, hole);
        }
        assertThat(page.locator("#status")).hasText("Red wins (Red connects)");
        assertThat(page.locator("#analysis")).isVisible();

        analyse(page);
        assertThat(page.locator("#analysis-error")).containsText("over");
        assertThat(page.locator("#analysis-candidates")).hasCount(0);
        assertThat(page.locator("#error")).isHidden();
        assertThat(page.locator("#status")).hasText("Red wins (Red connects)");
        assertThat(moves(page)).hasCount(7);
        screenshot(page, "analysis-twixt-over");

        // One move back: Red to play wins at once on C6 or E6 (a knight's move from D4 to the last row).
        page.locator("#prev").click();
        assertThat(page.locator("#analysis-error")).hasCount(0);
        analyse(page);
        assertThat(page.locator("#analysis-error")).hasCount(0);
        List<String> found = candidateMoves(page);
        assertThat(found.get(0)).isIn("C6", "E6");
        assertThat(percent(candidates(page).first().locator("td.win-rate"))).isGreaterThanOrEqualTo(90.0);
        assertThat(page.locator("#analysis-pv")).hasText(Pattern.compile("^[CE]6$|^[CE]6 "));
        screenshot(page, "analysis-twixt-win-in-one");
    }

    @Test
    void aWykershamPositionIsAnalysedIntoSingleDecisions() {
        createGame(page, "wykersham", null, Map.of(), "local", null);
        page.locator("#board .wyk-cup.wyk-legal").first().waitFor();

        analyse(page);
        assertThat(page.locator("#analysis-error")).hasCount(0);
        assertThat(page.locator("#analysis-candidates thead")).containsText(Pattern.compile("Win chance \\(Player [AB]\\)"));
        for (String decision : candidateMoves(page)) {
            assertThat(decision).matches("[#1-6]@[0-4]");
        }
        assertThat(page.locator("#analysis-pv")).not().isEmpty();
        screenshot(page, "analysis-wykersham");

        // The start, before the first roll: the recorded roll is applied first, and the panel says so.
        page.locator("#first").click();
        assertThat(page.locator("#analysis-candidates")).hasCount(0);
        analyse(page);
        assertThat(page.locator("#analysis-error")).hasCount(0);
        assertThat(page.locator("#analysis-roll")).hasText(Pattern.compile("^After the roll start [1-6]-[1-6], [1-6]-[1-6]$"));
        assertThat(candidateMoves(page)).isNotEmpty();
        screenshot(page, "analysis-wykersham-roll");
    }
}
