package org.ludotheque.server.ui;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.BoundingBox;
import com.microsoft.playwright.options.WaitForSelectorState;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * Wykersham in the browser against the computer (level 1): a whole turn built click by click
 * (a cup, a slide, a settlement when a slide scores), the computer's reply and the next roll, an
 * illegal click answered by the engine's reason, and a resignation; and two people playing each
 * other live through an invitation link while a spectator watches.
 */
class WykershamUiTest extends UiTestBase {

    /** The first six turns of the game in docs/wykersham.md, then A's seventh turn up to its goal. */
    static final String GOAL_RECORD = """
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

        // An illegal click: a cup in the frame that is not a legal target; the engine says why. Any of
        // the seven columns: a roll of 1 and 6 makes every cup of the two outer columns legal.
        Locator illegal = page.locator(IntStream.range(0, 7)
                .mapToObj(x -> "#board .wyk-cup:not(.wyk-legal)[data-column='" + x + "']")
                .collect(Collectors.joining(", ")));
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
        return box(selector).y;
    }

    private double boxX(String selector) {
        return box(selector).x;
    }

    /**
     * The element's box once it is drawn. The board is redrawn when the server's update arrives, and
     * an element found just before a redraw has no box (it left the page): ask again.
     */
    private BoundingBox box(String selector) {
        Locator element = page.locator(selector).first();
        for (int attempt = 0; attempt < 20; attempt++) {
            element.waitFor(new Locator.WaitForOptions().setState(WaitForSelectorState.VISIBLE));
            BoundingBox box = element.boundingBox();
            if (box != null) {
                return box;
            }
        }
        throw new AssertionError(selector + " never stayed on the page long enough to be measured");
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

    /**
     * What one live turn did: the first marble's cup (off the centre rail) and that rail's offset
     * after the slide, and the second marble's cup on the centre rail.
     */
    private record LiveTurn(String rail, String cup, String offset, String centreCup) {
    }

    /**
     * Plays a whole turn for {@code player} ("a" or "b") by clicks on {@code p}, reading the legal
     * targets from the page (the server rolled the dice): a marble in a cup off the centre rail,
     * a slide of that rail, and a marble on the centre rail (which asks for no slide).
     */
    private static LiveTurn playLiveTurn(Page p, String player) {
        Locator offCentre = p.locator("#board .wyk-cup.wyk-legal:not([data-rail='2'])").first();
        String rail = offCentre.getAttribute("data-rail");
        String cup = offCentre.getAttribute("data-cup");
        Locator railGroup = p.locator("#board .wyk-rail[data-rail='" + rail + "']");
        int offset = Integer.parseInt(railGroup.getAttribute("data-offset"));
        offCentre.click();
        Locator slide = p.locator("#board .wyk-slide.wyk-legal").first();
        String direction = slide.getAttribute("data-slide");
        slide.click();
        String slid = String.valueOf(offset + ("right".equals(direction) ? 1 : -1));
        assertThat(railGroup).hasAttribute("data-offset", slid);
        assertThat(p.locator("#board .wyk-cup[data-rail='" + rail + "'][data-cup='" + cup + "']"))
                .hasAttribute("data-" + player, "1");
        Locator centre = p.locator("#board .wyk-wrap:not([data-busy]) .wyk-cup.wyk-legal[data-rail='2']").first();
        String centreCup = centre.getAttribute("data-cup");
        centre.click();
        return new LiveTurn(rail, cup, slid, centreCup);
    }

    /** {@code p} shows {@code player}'s turn {@code turn}: its two marbles, the slid rail, the last-move marks. */
    private static void seesTurn(Page p, String player, LiveTurn turn) {
        Locator first = p.locator("#board .wyk-cup[data-rail='" + turn.rail() + "'][data-cup='" + turn.cup() + "']");
        assertThat(first).hasAttribute("data-" + player, "1");
        assertThat(p.locator("#board .wyk-rail[data-rail='" + turn.rail() + "']")).hasAttribute("data-offset", turn.offset());
        assertThat(p.locator("#board .wyk-cup[data-rail='2'][data-cup='" + turn.centreCup() + "']"))
                .hasAttribute("data-" + player, "1");
        assertThat(first.locator(".wyk-last")).hasCount(1);
        assertThat(p.locator("#board .wyk-cup .wyk-last")).hasCount(2);
    }

    /** The dice {@code player} rolled, as the page shows them (high, low). */
    private static String[] dice(Page p, String player) {
        Locator d = p.locator("#board .wyk-band-" + player + " .wyk-die");
        assertThat(d).hasCount(2);
        return new String[] {d.nth(0).getAttribute("data-die"), d.nth(1).getAttribute("data-die")};
    }

    /** {@code p} shows the roll {@code roll} in {@code player}'s band, and no legal target to click. */
    private static void seesRollAndWaits(Page p, String player, String[] roll) {
        Locator d = p.locator("#board .wyk-band-" + player + " .wyk-die");
        assertThat(d).hasCount(2);
        assertThat(d.nth(0)).hasAttribute("data-die", roll[0]);
        assertThat(d.nth(1)).hasAttribute("data-die", roll[1]);
        assertThat(p.locator("#board .wyk-legal")).hasCount(0);
    }

    @Test
    void twoPeoplePlayLiveThroughAnInvitationAndASpectatorWatches() {
        createGame(page, "wykersham", null, Map.of(), "invite", null);
        String gameUrl = page.url();
        assertThat(page.locator(".player.colour-a")).containsText("You");

        BrowserContext frenchContext = newContext("fr-FR");
        BrowserContext germanContext = newContext("de-DE");
        try {
            // The second person opens the invitation in a French browser and takes B.
            Page b = joinByInvitation(frenchContext);
            assertThat(b.locator(".player.colour-b")).containsText("Vous");
            // A sees B arrive without reloading, and the invitation goes away.
            assertThat(page.locator(".player.colour-b")).containsText("Player");
            assertThat(page.locator("#invite-link")).hasCount(0);

            // The server's starting roll decides who starts; the pages say who.
            Locator placing = page.locator("#board svg.wyk-svg[data-phase=place]");
            placing.waitFor();
            String starter = placing.getAttribute("data-mover");
            assertThat(starter).isIn("a", "b");
            String other = starter.equals("a") ? "b" : "a";
            Page first = starter.equals("a") ? page : b;
            Page second = starter.equals("a") ? b : page;
            assertThat(b.locator("#board svg.wyk-svg")).hasAttribute("data-mover", starter);
            if (starter.equals("a")) {
                assertThat(page.locator("#status")).hasText("Your turn (Player A)");
                assertThat(b.locator("#status")).hasText("En attente de Joueur A");
                assertThat(b.locator("#wyk-prompt")).containsText("A pose la bille 1 sur 2");
            } else {
                assertThat(page.locator("#status")).hasText("Waiting for Player B");
                assertThat(b.locator("#status")).hasText("À vous de jouer (Joueur B)");
                assertThat(b.locator("#wyk-prompt")).containsText("Bille 1 sur 2 : choisissez un godet");
            }

            // A spectator in a German browser: the board and the roll, no controls.
            Page spectator = germanContext.newPage();
            spectator.navigate(gameUrl);
            assertThat(spectator.locator("#spectator")).hasText("Sie schauen zu.");
            assertThat(spectator.locator("#board .wyk-cup")).hasCount(55);
            assertThat(spectator.locator("#resign")).hasCount(0);
            assertThat(spectator.locator("#offer-draw")).hasCount(0);
            assertThat(spectator.locator("#board .wyk-panel button")).hasCount(0);
            assertThat(spectator.locator("#status")).hasText(starter.equals("a") ? "Warten auf Spieler A" : "Warten auf Spieler B");
            assertThat(spectator.locator("#wyk-prompt")).containsText(starter.toUpperCase() + " setzt Kugel 1 von 2");

            // The roll is the server's: the other player and the spectator see the same dice.
            first.locator("#board .wyk-cup.wyk-legal").first().waitFor();
            String[] roll = dice(first, starter);
            seesRollAndWaits(second, starter, roll);
            seesRollAndWaits(spectator, starter, roll);
            // One entry so far: the starting roll and the starter's roll, the turn still to play.
            for (Page p : new Page[] {first, second, spectator}) {
                assertThat(p.locator("#moves li")).hasCount(1);
                assertThat(p.locator("#moves li").last()).containsText("...");
            }

            // The player not to move is told so when clicking a cup.
            second.locator("#board .wyk-cup[data-rail='2'][data-column='3']").click();
            assertThat(second.locator("#error-text")).hasText(second == b ? "Ce n’est pas à vous de jouer." : "It is not your turn to play.");
            second.locator("#error-close").click();

            // The starter's turn by clicks; the other player and the spectator see it without reloading.
            LiveTurn firstTurn = playLiveTurn(first, starter);
            seesTurn(second, starter, firstTurn);
            seesTurn(spectator, starter, firstTurn);
            seesTurn(first, starter, firstTurn);
            // The turn is listed, and the server rolls for the other player at once.
            for (Page p : new Page[] {first, second, spectator}) {
                assertThat(p.locator("#moves li")).hasCount(2);
                assertThat(p.locator("#moves li").first()).not().containsText("...");
                assertThat(p.locator("#moves li").last()).containsText("...");
            }
            assertThat(second.locator("#board svg.wyk-svg[data-phase=place]")).hasAttribute("data-mover", other);
            second.locator("#board .wyk-cup.wyk-legal").first().waitFor();
            String[] reply = dice(second, other);
            seesRollAndWaits(first, other, reply);
            seesRollAndWaits(spectator, other, reply);
            assertThat(spectator.locator("#status")).hasText(other.equals("a") ? "Warten auf Spieler A" : "Warten auf Spieler B");
            assertThat(b.locator("#status")).hasText(other.equals("b") ? "À vous de jouer (Joueur B)" : "En attente de Joueur A");

            // The other player's turn by clicks; the starter and the spectator see it.
            LiveTurn secondTurn = playLiveTurn(second, other);
            seesTurn(first, other, secondTurn);
            seesTurn(spectator, other, secondTurn);
            for (Page p : new Page[] {first, second, spectator}) {
                assertThat(p.locator("#moves li")).hasCount(3);
                assertThat(p.locator("#moves li").nth(1)).not().containsText("...");
            }
            // The starter's marbles stayed where they were.
            assertThat(spectator.locator("#board .wyk-cup[data-rail='" + firstTurn.rail() + "'][data-cup='" + firstTurn.cup() + "']"))
                    .hasAttribute("data-" + starter, "1");
            first.locator("#board .wyk-cup.wyk-legal").first().waitFor();
            seesRollAndWaits(spectator, starter, dice(first, starter));
            screenshot(spectator, "wykersham-live-spectator-de");

            // B resigns; A and the spectator see the result, each in their own language.
            b.onceDialog(d -> d.accept());
            b.locator("#resign").click();
            assertThat(b.locator("#status")).hasText("Joueur A gagne (Joueur B abandonne)");
            assertThat(page.locator("#status")).hasText("Player A wins (Player B resigns)");
            assertThat(spectator.locator("#status")).hasText("Spieler A gewinnt (Spieler B gibt auf)");
            assertThat(spectator.locator("#wyk-prompt")).hasText("Die Partie ist beendet");
            assertThat(page.locator("#resign")).hasCount(0);
            assertThat(page.locator("#board .wyk-legal")).hasCount(0);
            screenshot(spectator, "wykersham-live-spectator-resigned");
        } finally {
            frenchContext.close();
            germanContext.close();
        }
    }
}
