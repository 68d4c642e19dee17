package org.ludotheque.server.ui;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The game page's review of the whole game: asked for by a click, followed while the computer
 * works, then each side's marks, the win chance along the game, the marked decisions (each a link
 * to its position) and marks in the move list; kept by the server, so a reload shows it again,
 * and said to be out of date once the game goes on.
 */
class ReviewUiTest extends UiTestBase {

    private static final Map<String, String> SMALL = Map.of("width", "8", "height", "8");
    private static final LocatorAssertions.IsVisibleOptions DONE = new LocatorAssertions.IsVisibleOptions().setTimeout(60_000);

    /** Clicks the review's button and waits until the computer has finished. */
    private static void review(Page p) {
        p.locator("#review-run").click();
        assertThat(p.locator("#review-totals")).isVisible(DONE);
        assertThat(p.locator("#review-progress")).hasCount(0, new LocatorAssertions.HasCountOptions().setTimeout(60_000));
    }

    @Test
    void aGameIsReviewedItsMarksLeadToTheirPositionsAndTheReviewOutlivesAReload() {
        createGame(page, "twixt", "dujardin", SMALL, "local", null);
        // A central first peg on a small board: Black should swap it, and plays in a corner instead.
        for (String hole : new String[] {"D4", "B7", "E6", "G2", "C2"}) {
            play(page, hole);
        }
        assertThat(page.locator("#review h3")).hasText("Review of the whole game");
        assertThat(page.locator("#review-run")).hasText("Review the game");
        assertThat(page.locator("#review-totals")).hasCount(0);
        page.locator("#review-seconds").selectOption("0.2");

        page.locator("#review-run").click();
        assertThat(page.locator("#review-run")).isDisabled();
        assertThat(page.locator("#review-progress")).containsText(Pattern.compile("Waiting for the computer|The computer is reviewing"));
        assertThat(page.locator("#review-totals")).isVisible(DONE);
        assertThat(page.locator("#review-progress")).hasCount(0, new LocatorAssertions.HasCountOptions().setTimeout(60_000));
        assertThat(page.locator("#review-run")).isEnabled();
        assertThat(page.locator("#review-run")).hasText("Review again");
        screenshot(page, "review-twixt");

        // Each side's row: counts of ?!, ? and ??, and a mean loss in per cent.
        Locator rows = page.locator("#review-totals tbody tr");
        assertThat(rows).hasCount(2);
        assertThat(rows.nth(0).locator("th")).hasText("Red");
        assertThat(rows.nth(1).locator("th")).hasText("Black");
        for (Locator row : rows.all()) {
            for (String cell : new String[] {"inaccuracies", "mistakes", "blunders"}) {
                assertThat(row.locator("td." + cell)).hasText(Pattern.compile("^\\d+$"));
            }
            assertThat(row.locator("td.mean-lost")).hasText(Pattern.compile("^\\d{1,3}[.,]\\d\\s?%$"));
        }
        assertThat(page.locator("#review-chart polyline")).hasCount(1);

        // Black's refusal of the swap is marked: in the list of marked decisions and in the move list.
        // (Red's central peg, which Black should have swapped, may be marked too.)
        Locator marked = page.locator("#review-marks li");
        Locator refusal = page.locator("#review-marks li[data-ply='1']");
        assertThat(refusal).containsText(Pattern.compile("^2\\. Black B7\\?[!?]?, best \\S+ \\(\u2212\\d+\\s?%\\)$"));
        int marks = marked.count();
        // One decision a turn here: each marked decision marks its own turn in the move list.
        assertThat(page.locator("#moves .review-mark")).hasCount(marks);
        assertThat(moves(page).nth(1).locator(".review-mark")).hasText(Pattern.compile("^\\?[!?]?$"));
        int sumOfMarks = 0;
        for (Locator row : rows.all()) {
            for (String cell : new String[] {"inaccuracies", "mistakes", "blunders"}) {
                sumOfMarks += Integer.parseInt(row.locator("td." + cell).textContent());
            }
        }
        assertThat(sumOfMarks).isEqualTo(marks);
        assertThat(page.locator("#review-chart .chart-mark")).hasCount(marks);

        // A marked decision leads to the position where it was chosen, its best move marked on
        // the board where it is a hole (a swap is no hole).
        for (Locator m : marked.all()) {
            int ply = Integer.parseInt(m.getAttribute("data-ply"));
            Matcher best = Pattern.compile("best (\\S+) \\(").matcher(m.textContent());
            assertThat(best.find()).isTrue();
            m.locator("button").click();
            assertThat(page.locator("#replay-at")).containsText("Position after move " + ply + " of 5");
            assertThat(page.locator("#board [data-peg]")).hasCount(ply);
            if (best.group(1).matches("[A-H][1-8]")) {
                assertThat(page.locator("#board [data-hint]")).hasAttribute("data-hint", best.group(1));
            } else {
                assertThat(page.locator("#board [data-hint]")).hasCount(0);
            }
        }
        refusal.locator("button").click();
        assertThat(page.locator("#replay-at")).containsText("Position after move 1 of 5");
        // Stepping on leaves the decision's position, and its mark goes.
        page.locator("#next").click();
        assertThat(page.locator("#replay-at")).containsText("Position after move 2 of 5");
        assertThat(page.locator("#board [data-hint]")).hasCount(0);

        // The server keeps the review: a reload shows it without asking the computer again.
        page.reload();
        assertThat(page.locator("#review-totals")).isVisible();
        assertThat(page.locator("#review-marks li")).hasCount(marks);
        assertThat(page.locator("#review-run")).hasText("Review again");
        page.locator("#lang").selectOption("fr");
        assertThat(page.locator("#review h3")).hasText("Revue de toute la partie");
        assertThat(page.locator("#review-run")).hasText("Refaire la revue");
        page.locator("#lang").selectOption("en");

        // On a phone the side panel is below the board: a marked decision brings the board into view.
        BrowserContext phone = context.browser().newContext(new Browser.NewContextOptions().setViewportSize(390, 844));
        Page small = phone.newPage();
        small.navigate(page.url());
        Locator smallRefusal = small.locator("#review-marks li[data-ply='1'] button");
        assertThat(smallRefusal).isVisible();
        small.evaluate("() => window.scrollTo(0, document.body.scrollHeight)");
        assertThat(small.locator("#board")).not().isInViewport();
        smallRefusal.click();
        assertThat(small.locator("#replay-at")).containsText("Position after move 1 of 5");
        assertThat(small.locator("#board")).isInViewport();
        phone.close();

        // The game goes on: the review is of the game as it stood, and the move list loses its marks.
        page.locator("#last").click();
        play(page, "F5");
        assertThat(page.locator("#review-stale")).hasText(
                "This review is of the game as it stood earlier; review again for the game as it stands now.");
        assertThat(page.locator("#moves .review-mark")).hasCount(0);
        assertThat(page.locator("#review-run")).hasText("Review the game");
        review(page);
        assertThat(page.locator("#review-stale")).hasCount(0);
        assertThat(page.locator("#moves .review-mark").count()).isEqualTo(page.locator("#review-marks li").count());
    }

    @Test
    void aGameBetweenPeopleOffersNoReviewUntilItIsOverThenBothSeeTheSameReview() {
        Page black = smallTwixtBetweenPeople("en-GB");
        play(page, "D4");
        assertThat(black.locator("#board [data-peg='D4']")).hasCount(1);
        assertThat(page.locator("#review")).hasCount(0);
        assertThat(black.locator("#review")).hasCount(0);

        resign(black);
        assertThat(black.locator("#status")).containsText("Red wins");
        assertThat(black.locator("#review-run")).isVisible();
        black.locator("#review-seconds").selectOption("0.2");
        review(black);
        // Red's one peg is the only decision: Black resigned without choosing a move.
        assertThat(black.locator("#review-totals tbody tr")).hasCount(2);
        assertThat(black.locator("#review-totals tbody tr").nth(1).locator("td.mean-lost")).hasText(Pattern.compile("^0[.,]0\\s?%$"));
        // Red's page reads the same review once it opens it again.
        page.reload();
        assertThat(page.locator("#review-totals tbody tr")).hasCount(2);
        assertThat(page.locator("#review-run")).hasText("Review again");
        black.context().close();
    }
}
