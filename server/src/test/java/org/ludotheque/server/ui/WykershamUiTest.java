package org.ludotheque.server.ui;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.WaitForSelectorState;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Wykersham in the browser against the computer (level 1): a whole turn built click by click
 * (a cup, a slide, a settlement when a slide scores), the computer's reply and the next roll, an
 * illegal click answered by the engine's reason, and a resignation.
 */
class WykershamUiTest extends UiTestBase {

    /** The first six turns of the game in docs/wykersham.md, then A's seventh turn up to its goal. */
    private static final String GOAL_RECORD = """
            [Game "Wykersham"]
            [Ruleset "standard"]
            [Result "*"]

            1. start 5-3, 4-4: #@0 ; #@1
            2. 6-5: 6@4 ; 5@4
            3. 4-4: #@2 ; #@3
            4. 6-5: 6@3 ; 5@3
            5. 4-2: 4@4 ; 2@0
            6. 6-5: 6@2 ; 5@2
            7. 5-1: 5@4< ... *
            """;

    private Locator legalCups() {
        return page.locator("#board .wyk-cup.wyk-legal");
    }

    /** Waits until it is our turn to place a marble (the computer may have started). */
    private void waitForOurPlacement() {
        legalCups().first().waitFor(new Locator.WaitForOptions().setTimeout(60_000));
    }

    private int turnsListed() {
        return page.locator("#moves li").count();
    }

    /**
     * Plays the rest of our turn by clicking: cups off the centre rail (so that a slide is asked),
     * a slide when one is offered (one that scores first), and the goal by taking one marble from
     * each cup. Returns what was clicked, in order.
     */
    private String finishTurn(String name) {
        StringBuilder done = new StringBuilder();
        int turns = turnsListed();
        for (int step = 0; step < 30; step++) {
            Locator goalSlide = page.locator("#board .wyk-slide.wyk-legal[data-goal]");
            Locator slide = page.locator("#board .wyk-slide.wyk-legal");
            Locator takeOne = page.locator("#board button[data-shortcut=one]");
            Locator take = page.locator("#board .wyk-counts button[data-action]");
            Locator cups = page.locator("#board .wyk-cup.wyk-legal:not([data-rail='2'])");
            if (slide.count() > 0) {
                Locator s = goalSlide.count() > 0 ? goalSlide.first() : slide.first();
                done.append("slide ").append(s.getAttribute("data-slide")).append("; ");
                s.click();
                page.locator("#board .wyk-wrap:not([data-busy])").waitFor();
                if (turnsListed() == turns) {
                    // still our turn: the last drawing is the slide, and the slid rail glides (a CSS transition)
                    assertThat(page.locator("#board .wyk-rail[style*='transition']")).hasCount(1);
                }
                page.waitForTimeout(600);
                screenshot(page, name + "-after-slide-" + step);
            } else if (takeOne.count() > 0) {
                done.append("take one from each; ");
                screenshot(page, name + "-goal");
                takeOne.click();
            } else if (take.count() > 0) {
                done.append("take 1; ");
                take.first().click();
            } else if (cups.count() > 0 || legalCups().count() > 0) {
                Locator c = cups.count() > 0 ? cups.first() : legalCups().first();
                done.append("cup r").append(c.getAttribute("data-rail")).append(" x").append(c.getAttribute("data-column")).append("; ");
                c.click();
                screenshot(page, name + "-placed-" + step);
            } else {
                return done.toString();
            }
            // each click is checked by the server before the next decision is drawn; the last one posts the turn
            page.locator("#board .wyk-wrap:not([data-busy])").waitFor();
            if (turnsListed() > turns) {
                return done.toString();
            }
        }
        throw new AssertionError("the turn did not end after 30 clicks: " + done);
    }

    @Test
    void aTurnByClicksTheComputersReplyAndResign() {
        createGame(page, "wykersham", null, Map.of(), "computer", "1");
        waitForOurPlacement();
        screenshot(page, "wykersham-start");
        Locator dice = page.locator("#board .wyk-band-a .wyk-die");
        assertThat(dice).hasCount(2);

        // An illegal click: a cup in the frame that is not a legal target; the engine says why.
        Locator illegal = page.locator("#board .wyk-cup:not(.wyk-legal)[data-column='0'], #board .wyk-cup:not(.wyk-legal)[data-column='6']");
        illegal.first().click();
        assertThat(page.locator("#error")).isVisible();
        assertThat(page.locator("#error-text")).hasText(Pattern.compile("roll|cup|rail"));
        screenshot(page, "wykersham-illegal");
        page.locator("#error-close").click();

        int before = turnsListed();
        String played = finishTurn("wykersham-turn");
        assertThat(played).contains("cup");
        // our turn, the computer's turn, and our next roll
        page.locator("#moves li").nth(before + 1).waitFor(new Locator.WaitForOptions().setTimeout(60_000));
        waitForOurPlacement();
        assertThat(dice).hasCount(2);
        assertThat(page.locator("#board .wyk-last").first()).isAttached(); // the computer's marbles marked
        assertThat(page.locator("#moves li").nth(before)).not().hasText(Pattern.compile("\\.\\.\\."));
        screenshot(page, "wykersham-reply");

        page.onceDialog(d -> d.accept());
        page.locator("#resign").click();
        assertThat(page.locator("#status")).hasText(Pattern.compile("resign", Pattern.CASE_INSENSITIVE));
        assertThat(page.locator("#board.interactive")).hasCount(0);
        assertThat(page.locator("#wyk-prompt")).hasText("The game is over");
        screenshot(page, "wykersham-resigned");
    }

    @Test
    void aGoalIsSettledByClicks() {
        // A game continued from a record that stops in the middle of A's goal (docs/wykersham.md).
        page.navigate(url("/"));
        String id = (String) page.evaluate("async (record) => { const r = await fetch('/api/records', {method: 'POST',"
                + " headers: {'Content-Type': 'application/json'}, body: JSON.stringify({game: 'wykersham', record,"
                + " mode: 'continue', opponent: 'computer', level: '1'})}); return (await r.json()).id; }", GOAL_RECORD);
        page.navigate(url("/game/" + id));
        page.locator("#board button[data-shortcut=one]").waitFor();
        assertThat(page.locator("#board .wyk-goal-line")).hasCount(1);
        assertThat(page.locator("#board .wyk-goal-cup")).hasCount(5);
        assertThat(page.locator("#wyk-prompt")).containsText("Goal");
        screenshot(page, "wykersham-goal");

        // keep is refused once a count is given: take the first cup's marble, then check the score
        page.locator("#board .wyk-counts button[data-action='75']").click();
        page.locator("#board .wyk-goal-cup").first().waitFor();
        assertThat(page.locator("#board button[data-action='74']")).hasCount(0);
        int before = turnsListed();
        String played = finishTurn("wykersham-goal-turn");
        assertThat(played).startsWith("take one from each");
        page.locator("#moves li").nth(before).waitFor(new Locator.WaitForOptions().setTimeout(60_000));
        assertThat(page.locator("#moves li").nth(before - 1)).containsText("take(1,1,1,1,1)");
        waitForOurPlacement();
        assertThat(page.locator("#board .wyk-band-a [data-score]")).hasAttribute("data-score", "5");
        screenshot(page, "wykersham-goal-scored");

        page.onceDialog(d -> d.accept());
        page.locator("#resign").click();
        page.locator("#board.interactive").waitFor(new Locator.WaitForOptions().setState(WaitForSelectorState.DETACHED));
    }

    @Test
    void aPlayerSeatedAtBSeesTheBoardFromBsSide() {
        createGame(page, "wykersham", null, Map.of(), "computer", "1", "1");
        waitForOurPlacement();
        // B's band and labels at the bottom, rail 0 (nearest A) at the top, B's column 1 on the left
        double aBand = boxY("#board .wyk-band-a rect");
        double bBand = boxY("#board .wyk-band-b rect");
        assertThat(bBand).isGreaterThan(aBand);
        assertThat(boxY("#board .wyk-cup[data-rail='0']")).isLessThan(boxY("#board .wyk-cup[data-rail='4']"));
        double column0 = boxX("#board .wyk-cup[data-rail='2'][data-column='0']");
        double column6 = boxX("#board .wyk-cup[data-rail='2'][data-column='6']");
        assertThat(column0).as("board column 0 (B's 6) lies on B's right").isGreaterThan(column6);
        screenshot(page, "wykersham-seen-from-b");

        // a cup off the centre rail, then the slide button drawn on the left moves the rail to B's left (the board's right)
        Locator offCentre = page.locator("#board .wyk-rail:is([data-offset='-1'], [data-offset='0'], [data-offset='1'])"
                + " .wyk-cup.wyk-legal:not([data-rail='2'])");
        offCentre.first().click();
        Locator slides = page.locator("#board .wyk-slide");
        slides.first().waitFor();
        Locator drawnLeft = boxX("#board .wyk-slide[data-slide='left']") < boxX("#board .wyk-slide[data-slide='right']")
                ? page.locator("#board .wyk-slide[data-slide='left']") : page.locator("#board .wyk-slide[data-slide='right']");
        assertThat(drawnLeft.getAttribute("data-slide")).isEqualTo("right");
        assertThat(drawnLeft.getAttribute("aria-label")).isEqualTo("slide left");
        assertThat(page.locator("#board .wyk-panel button").first()).hasText(Pattern.compile("^◀"));
        assertThat(page.locator("#board .wyk-panel button").first()).hasAttribute("data-action", "73");
        screenshot(page, "wykersham-seen-from-b-slide");
    }

    private double boxY(String selector) {
        return page.locator(selector).first().boundingBox().y;
    }

    private double boxX(String selector) {
        return page.locator(selector).first().boundingBox().x;
    }

    @Test
    void theRulesPageDrawsItsDiagrams() {
        page.navigate(url("/rules/wykersham"));
        Locator diagrams = page.locator(".diagram .wyk-diagram");
        diagrams.first().waitFor();
        page.waitForTimeout(500);
        assertThat(page.locator(".diagram-board")).hasCount(diagrams.count());
        assertThat(diagrams.count()).isGreaterThanOrEqualTo(4);
        screenshot(page, "wykersham-rules");
    }
}
