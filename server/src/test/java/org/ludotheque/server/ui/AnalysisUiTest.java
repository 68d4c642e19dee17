package org.ludotheque.server.ui;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import com.microsoft.playwright.options.BoundingBox;
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

    /** The analysis mark on the board: at most one, whatever the game. */
    private static Locator hint(Page p) {
        return p.locator("#board [data-hint]");
    }

    /** The centre of an element's box on the page. */
    private static double[] centre(Locator element) {
        BoundingBox b = element.boundingBox();
        assertThat(b).as("%s is drawn", element).isNotNull();
        return new double[] {b.x + b.width / 2, b.y + b.height / 2};
    }

    /** The TwixT hint marks {@code hole}: one mark, named so, drawn centred on that hole. */
    private static void assertHintOnHole(Page p, String hole) {
        assertThat(hint(p)).hasCount(1);
        assertThat(hint(p)).hasAttribute("data-hint", hole);
        assertCentredOn(hint(p), p.locator("#board [data-hole='" + hole + "']"));
    }

    /** {@code mark} is drawn centred on {@code target}, within a pixel. */
    private static void assertCentredOn(Locator mark, Locator target) {
        double[] m = centre(mark);
        double[] t = centre(target);
        assertThat(m[0]).isCloseTo(t[0], within(1.0));
        assertThat(m[1]).isCloseTo(t[1], within(1.0));
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
        // TwixT has no points: no margin column.
        assertThat(page.locator("#analysis-candidates thead th")).hasCount(3);
        List<String> live = candidateMoves(page);
        for (String hole : live) {
            // every candidate is a move Red may play on the board shown
            assertThat(page.locator("#board [data-hole='" + hole + "'][data-legal=true]")).hasCount(1);
        }
        assertThat(page.locator("#analysis-pv")).hasText(Pattern.compile("^[A-H][1-8]( \\S+)*$"));
        assertThat(page.locator("#analysis-work")).hasText(Pattern.compile("^[\\d,]+ playouts in \\d+\\.\\d\\d s$"));
        assertThat(page.locator("#analysis-roll")).hasCount(0);
        assertThat(page.locator("#error")).isHidden();

        // The best move is marked on the board: a ring on its hole, not on the last peg.
        assertHintOnHole(page, live.get(0));
        assertThat(page.locator("#board [data-last]")).hasCount(1);
        assertThat(page.locator("#board [data-peg='F6'] [data-last]")).hasCount(1);
        screenshot(page, "analysis-twixt-live");
        // Hovering a row marks that row's move instead; leaving it returns to the best.
        assertThat(candidates(page).count()).isGreaterThanOrEqualTo(3);
        candidates(page).nth(2).hover();
        assertHintOnHole(page, live.get(2));
        screenshot(page, "analysis-twixt-hover");
        page.locator("#analysis h2").hover();
        assertHintOnHole(page, live.get(0));
        // and so does the keyboard's focus
        candidates(page).nth(1).focus();
        assertHintOnHole(page, live.get(1));
        candidates(page).nth(1).blur();
        assertHintOnHole(page, live.get(0));

        // The side panel is drawn again (here in French): the result stays, translated.
        page.locator("#lang").selectOption("fr");
        assertThat(page.locator("#analysis h2")).hasText("Analyse par l\u2019ordinateur");
        assertThat(page.locator("#analysis-candidates thead")).containsText("Chances de gain (Rouge)");
        assertThat(candidates(page)).hasCount(live.size());
        assertThat(page.locator("#analysis-work")).containsText("parties simulées");
        page.locator("#lang").selectOption("en");
        assertThat(page.locator("#analyse")).hasText("Analyse this position");
        assertHintOnHole(page, live.get(0)); // the board drawn again keeps the mark

        // Red plays the best move (the mark takes no click): the position changes, the old result and its mark go.
        play(page, live.get(0));
        assertThat(page.locator("#analysis-candidates")).hasCount(0);
        assertThat(page.locator("#analysis-pv")).hasCount(0);
        assertThat(hint(page)).hasCount(0);

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
        assertHintOnHole(page, candidates(page).first().locator("td.move-text").textContent());
        assertThat(page.locator("#board.interactive")).hasCount(0); // a replayed position stays still
        screenshot(page, "analysis-twixt-start");
        page.locator("#next").click();
        assertThat(page.locator("#replay-at")).containsText("Position after move 1 of 3");
        assertThat(page.locator("#analysis-candidates")).hasCount(0);
        assertThat(hint(page)).hasCount(0);
        assertThat(page.locator("#analyse")).isEnabled();
    }

    /** A longer thinking time is searched whole, and the browser keeps the choice for the next analysis. */
    @Test
    void theBestLineIsLookedAtOnTheBoardMoveByMoveAndNothingIsPlayed() {
        createGame(page, "twixt", "dujardin", SMALL, "local", null);
        play(page, "C3");
        play(page, "F6");
        analyse(page);
        Locator line = page.locator("#analysis-pv .pv-move");
        List<String> pv = line.allTextContents();
        assertThat(pv.size()).as("the best line %s", pv).isGreaterThanOrEqualTo(2);
        assertThat(page.locator("#analysis-pv")).hasText(String.join(" ", pv));
        assertThat(pv.get(0)).isEqualTo(candidateMoves(page).get(0));
        Locator pegs = page.locator("#board [data-peg]");
        assertThat(pegs).hasCount(2);

        // Its second move: both moves of the line stand on the board, the last ringed, the next marked.
        line.nth(1).click();
        assertThat(page.locator("#analysis-pv-shown")).hasText(
                "The board shows the line after " + pv.get(1) + " (move 2 of " + pv.size() + "). Back to the position");
        assertThat(line.nth(1)).hasAttribute("aria-pressed", "true");
        assertThat(line.nth(1)).isFocused();
        // Playing on starts from the game's position, not from the line's: the panel says so.
        assertThat(page.locator("#continue-note")).hasText(
                "A new game from the position analysed, not from the line shown; this game stays as it is.");
        assertThat(pegs).hasCount(4);
        assertThat(page.locator("#board [data-peg='" + pv.get(0) + "']")).hasAttribute("data-colour", "red");
        assertThat(page.locator("#board [data-peg='" + pv.get(1) + "']")).hasAttribute("data-colour", "black");
        assertThat(page.locator("#board [data-peg='" + pv.get(1) + "'] [data-last]")).hasCount(1);
        assertThat(page.locator("#board [data-last]")).hasCount(1);
        assertThat(page.locator("#board [data-legal=true]")).hasCount(0);
        if (pv.size() > 2) {
            assertHintOnHole(page, pv.get(2));
        } else {
            assertThat(hint(page)).hasCount(0);
        }
        screenshot(page, "analysis-twixt-line");

        // Its first move: one peg fewer.
        line.nth(0).click();
        assertThat(pegs).hasCount(3);
        assertThat(page.locator("#board [data-peg='" + pv.get(0) + "'] [data-last]")).hasCount(1);
        assertHintOnHole(page, pv.get(1));
        assertThat(page.locator("#analysis-pv-shown")).containsText("(move 1 of " + pv.size() + ")");

        // Escape, the move shown clicked again, or the button: the position analysed, with its best marked, to play on.
        page.keyboard().press("Escape");
        assertThat(page.locator("#analysis-pv-shown")).hasCount(0);
        assertThat(page.locator("#continue-note")).hasText("A new game from the position on the board; this game stays as it is.");
        assertThat(pegs).hasCount(2);
        assertHintOnHole(page, pv.get(0));
        assertThat(page.locator("#board [data-hole='" + pv.get(0) + "'][data-legal=true]")).hasCount(1);
        line.nth(1).click();
        assertThat(pegs).hasCount(4);
        line.nth(1).click();
        assertThat(pegs).hasCount(2);
        line.nth(1).click();
        page.locator("#analysis-pv-back").click();
        assertThat(pegs).hasCount(2);
        assertThat(page.locator("#analysis-pv .pv-move[aria-pressed=true]")).hasCount(0);

        // Nothing was played: the game is still at its second move. Another position drops the line with the analysis.
        assertThat(page.locator("#moves li")).hasCount(2);
        line.nth(1).click();
        assertThat(pegs).hasCount(4);
        page.locator("#prev").click();
        assertThat(page.locator("#analysis-pv")).hasCount(0);
        assertThat(pegs).hasCount(1);
        page.locator("#last").click();
        assertThat(pegs).hasCount(2);
        assertThat(hint(page)).hasCount(0);

        // On a phone the side panel is below the board: a move of the line brings the board into view.
        BrowserContext phone = context.browser().newContext(new com.microsoft.playwright.Browser.NewContextOptions().setViewportSize(390, 844));
        Page small = phone.newPage();
        small.navigate(page.url());
        analyse(small);
        small.evaluate("() => window.scrollTo(0, document.body.scrollHeight)");
        assertThat(small.locator("#board")).not().isInViewport();
        small.locator("#analysis-pv .pv-move").first().click();
        assertThat(small.locator("#board [data-peg]")).hasCount(3);
        assertThat(small.locator("#board")).isInViewport();
        phone.close();
    }

    @Test
    void theThinkingTimeChosenIsSearchedAndKept() {
        createGame(page, "twixt", "dujardin", SMALL, "local", null);
        play(page, "C3");
        Locator seconds = page.locator("#analysis-seconds");
        assertThat(seconds).hasValue("1");
        assertThat(seconds.locator("option")).hasText(new String[] {"1 s", "3 s", "10 s"});
        seconds.selectOption("3");
        page.locator("#analyse").click();
        assertThat(seconds).isDisabled();
        assertThat(page.locator("#analysis-candidates")).isVisible(ANSWER);
        String work = page.locator("#analysis-work").textContent();
        double took = Double.parseDouble(work.replaceAll(".* in (\\d+\\.\\d+) s$", "$1"));
        assertThat(took).as(work).isBetween(2.9, 4.0);
        candidateMoves(page);

        page.reload();
        assertThat(page.locator("#analysis-seconds")).hasValue("3");
        page.locator("#analysis-seconds").selectOption("1");
    }

    @Test
    void aGameBetweenPeopleIsAnalysedOnlyOnceItIsOver() {
        Page black = smallTwixtBetweenPeople("fr-FR");
        assertThat(page.locator("#analysis")).hasCount(0);
        play(page, "C3");
        assertThat(black.locator("#board [data-peg='C3']")).hasCount(1);
        play(black, "F6");
        assertThat(page.locator("#analysis")).hasCount(0);
        assertThat(black.locator("#analysis")).hasCount(0);
        assertThat(page.locator("#analyse")).hasCount(0);

        resign(page);
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
        black.context().close();
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
        // A game scored in marbles: each move's expected margin too, explained on its column's header.
        assertThat(page.locator("#analysis-candidates thead th").nth(2)).hasText(Pattern.compile("^Margin \\(Player [AB]\\)$"));
        assertThat(page.locator("#analysis-candidates thead th").nth(2)).hasAttribute("title", Pattern.compile("^Marbles ahead at the end"));
        for (Locator row : candidates(page).all()) {
            assertThat(row.locator("td.margin")).hasText(Pattern.compile("^([+-]\\d+\\.\\d|0\\.0)$"));
        }
        List<String> decisions = candidateMoves(page);
        for (String decision : decisions) {
            assertThat(decision).matches("[#1-6]@[0-4]");
        }
        assertThat(page.locator("#analysis-pv")).not().isEmpty();

        // The best line's first decision looked at on the board: its marble in its cup, ringed, and
        // nothing to click; Escape brings the turn to play back.
        assertThat(page.locator("#board .wyk-cup .wyk-marble")).hasCount(0);
        page.locator("#analysis-pv .pv-move").first().click();
        assertThat(page.locator("#analysis-pv-shown")).containsText("The board shows the line after " + decisions.get(0));
        assertThat(page.locator("#board .wyk-cup .wyk-marble")).hasCount(1);
        assertThat(page.locator("#board .wyk-cup:has(.wyk-marble) .wyk-last")).hasCount(1);
        assertThat(page.locator("#board .wyk-cup.wyk-legal")).hasCount(0);
        page.keyboard().press("Escape");
        assertThat(page.locator("#board .wyk-cup .wyk-marble")).hasCount(0);
        assertThat(page.locator("#board .wyk-cup.wyk-legal").first()).isVisible();

        // The best placement is marked on its cup: the very cup whose click plays it, in the column
        // its label names as the mover reads it, on its rail.
        assertHintOnCup(page, 0, decisions.get(0));
        Locator hinted = page.locator("#board .wyk-cup:has([data-hint])");
        assertThat(hinted).hasAttribute("data-action", candidates(page).first().getAttribute("data-action"));
        screenshot(page, "analysis-wykersham");
        if (decisions.size() >= 3) {
            candidates(page).nth(2).hover();
            assertHintOnCup(page, 2, decisions.get(2));
            page.locator("#analysis h2").hover();
            assertHintOnCup(page, 0, decisions.get(0));
        }
        // The mark takes no click: the cup under it takes the marble. While the turn is being
        // built the analysis no longer speaks of the board shown: no mark until it starts again.
        hinted.click();
        page.locator("#board .wyk-wrap:not([data-busy])").waitFor();
        assertThat(page.locator("#wyk-restart")).isVisible();
        assertThat(hint(page)).hasCount(0);
        page.locator("#wyk-restart").click();
        assertHintOnCup(page, 0, decisions.get(0));

        // The start, before the first roll: the recorded roll is applied first, and the panel says so.
        page.locator("#first").click();
        assertThat(page.locator("#analysis-candidates")).hasCount(0);
        assertThat(hint(page)).hasCount(0);
        analyse(page);
        assertThat(page.locator("#analysis-error")).hasCount(0);
        assertThat(page.locator("#analysis-roll")).hasText(Pattern.compile("^After the roll start [1-6]-[1-6], [1-6]-[1-6]$"));
        List<String> first = candidateMoves(page);
        assertThat(first).isNotEmpty();
        assertHintOnCup(page, 0, first.get(0));
        screenshot(page, "analysis-wykersham-roll");
        // Its line starts after the roll: its first marble stands on the board shown from there.
        page.locator("#analysis-pv .pv-move").first().click();
        assertThat(page.locator("#board .wyk-cup .wyk-marble")).hasCount(1);
        assertThat(page.locator("#analysis-pv-shown")).containsText("The board shows the line after " + first.get(0));
    }

    /**
     * The Wykersham hint marks the candidate of row {@code row}, {@code decision} (a placement
     * {@code label@rail}): one mark, inside the cup on that rail whose board column carries
     * {@code label} as the side to move reads it (the game view's labels, B's mirrored), and that
     * cup is the one a click on which places the marble (the row's action).
     */
    @SuppressWarnings("unchecked")
    private static void assertHintOnCup(Page p, int row, String decision) {
        assertThat(hint(p)).hasCount(1);
        assertThat(hint(p)).hasAttribute("data-hint", decision);
        Locator cup = p.locator("#board .wyk-cup:has([data-hint])");
        assertThat(cup).hasCount(1);
        String header = p.locator("#analysis-candidates thead").textContent();
        String mover = header.contains("Player B") ? "b" : "a";
        Map<String, Object> board = (Map<String, Object>) p.evaluate("async () => (await (await fetch('/api/games/'"
                + " + location.pathname.split('/').pop())).json()).board");
        List<String> labels = (List<String>) ((Map<String, Object>) board.get("labels")).get(mover);
        String[] parts = decision.split("@");
        assertThat(cup).hasAttribute("data-rail", parts[1]);
        assertThat(cup).hasAttribute("data-column", String.valueOf(labels.indexOf(parts[0])));
        int action = Integer.parseInt(candidates(p).nth(row).getAttribute("data-action"));
        // the engine's placement actions: 36 + 5 × board column + rail
        assertThat(Integer.parseInt(cup.getAttribute("data-column"))).isEqualTo((action - 36) / 5);
        if (cup.getAttribute("data-action") != null) {
            assertThat(cup).hasAttribute("data-action", String.valueOf(action));
        }
    }

    @Test
    void aWykershamSettlementIsNotMarked() {
        // A game continued from WykershamUiTest's record, which stops in the middle of A's goal:
        // the decisions are settlements, which have no cup of their own to mark.
        page.navigate(url("/"));
        String id = (String) page.evaluate("async (record) => { const r = await fetch('/api/records', {method: 'POST',"
                + " headers: {'Content-Type': 'application/json'}, body: JSON.stringify({game: 'wykersham', record,"
                + " mode: 'continue', opponent: 'local'})}); return (await r.json()).id; }",
                WykershamUiTest.GOAL_RECORD);
        page.navigate(url("/game/" + id));
        page.locator("#board button[data-shortcut=one]").waitFor();
        analyse(page);
        assertThat(page.locator("#analysis-error")).hasCount(0);
        for (String decision : candidateMoves(page)) {
            assertThat(decision).doesNotMatch("[#1-6]@[0-4]");
        }
        assertThat(hint(page)).hasCount(0);
        screenshot(page, "analysis-wykersham-settlement");
    }

    @Test
    void aThoughtwaveCandidateIsMarkedOnItsSquare() {
        createGame(page, "thoughtwave", "original", Map.of("size", "5"), "local", null);
        page.locator("#board [data-pick=straight]").click();
        page.locator("#board rect[data-square=c3]").click();
        assertThat(page.locator("#board [data-tile=c3]")).hasCount(1);
        assertThat(moves(page)).hasCount(1);

        analyse(page);
        assertThat(page.locator("#analysis-error")).hasCount(0);
        List<String> found = candidateMoves(page);
        String best = found.get(0);
        assertThat(best).matches("[a-e][1-5]:[NESW]+");
        String square = best.substring(0, best.indexOf(':'));
        assertThat(hint(page)).hasCount(1);
        assertThat(hint(page)).hasAttribute("data-hint", best);
        // drawn over that square, and apart from the last move's mark on c3
        assertCentredOn(hint(page), page.locator("#board rect[data-square=" + square + "]"));
        assertThat(page.locator("#board [data-last=c3]")).hasCount(1);
        screenshot(page, "analysis-thoughtwave");

        // The best line's first move looked at: its tile on its square, the last one laid.
        page.locator("#analysis-pv .pv-move").first().click();
        assertThat(page.locator("#board [data-tile=" + square + "]")).hasCount(1);
        assertThat(page.locator("#board [data-last=" + square + "]")).hasCount(1);
        assertThat(page.locator("#board [data-tile]")).hasCount(2);
        page.keyboard().press("Escape");
        assertThat(page.locator("#board [data-tile]")).hasCount(1);
        assertThat(hint(page)).hasAttribute("data-hint", best);

        // The mark takes no click: a click on the square still lays the tile chosen (or says why not).
        // (Playwright's click itself checks that the square, not the mark, receives it.)
        page.locator("#board rect[data-square=" + square + "]").click();
        page.waitForCondition(() -> page.locator("#error").isVisible() || moves(page).count() == 2);
        // Stepping back to the empty board: the result and its mark go.
        page.locator("#first").click();
        assertThat(page.locator("#analysis-candidates")).hasCount(0);
        assertThat(hint(page)).hasCount(0);
    }
}
