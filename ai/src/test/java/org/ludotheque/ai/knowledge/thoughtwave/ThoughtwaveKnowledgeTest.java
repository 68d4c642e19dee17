package org.ludotheque.ai.knowledge.thoughtwave;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ludotheque.ai.knowledge.KnowledgeTesting.bestByPrior;

import org.junit.jupiter.api.Test;
import org.ludotheque.ai.Knowledge;
import org.ludotheque.ai.knowledge.KnowledgeTesting;
import org.ludotheque.engine.Games;
import org.ludotheque.engine.thoughtwave.ThoughtwaveNotation;
import org.ludotheque.engine.thoughtwave.ThoughtwaveState;

class ThoughtwaveKnowledgeTest {

    private final ThoughtwaveKnowledge k = new ThoughtwaveKnowledge();

    private static ThoughtwaveState play(String options, String moves) {
        ThoughtwaveState s = (ThoughtwaveState) Games.load("thoughtwave(" + options + ")").newInitialState();
        for (String m : moves.trim().isEmpty() ? new String[0] : moves.trim().split("\\s+")) {
            ThoughtwaveNotation.INSTANCE.playTurn(s, m);
        }
        return s;
    }

    @Test
    void registered() {
        assertThat(Knowledge.forGame(Games.load("thoughtwave"))).isInstanceOf(ThoughtwaveKnowledge.class);
    }

    @Test
    void emptyBoardNeedsOneTilePerFile() {
        ThoughtwaveState s = play("size=4", "");
        assertThat(k.distance(s, 0)).isEqualTo(4);
        assertThat(k.distance(s, 1)).isEqualTo(4);
        assertThat(play("", "").legalMoveCount()).isPositive();
        assertThat(k.distance(play("", ""), 0)).isEqualTo(10);
    }

    @Test
    void aShortHandIsInfinite() {
        // Three path tiles (and a Terminator) cannot cross four files.
        ThoughtwaveState s = play("size=4,redSupply=I3 D1", "");
        assertThat(k.distance(s, 0)).isEqualTo(ThoughtwaveKnowledge.INF);
        assertThat(k.distance(s, 1)).isEqualTo(4);
    }

    /*
     * Red holds one Straight and ten Bends: every square of the straight row across can take a
     * Straight, but not all four at once. The way across is a staircase of Bends (seven tiles), so
     * Red is further than four tiles; with two Straights and a T it still lacks one. When the
     * squares short exceed the tiles the hand has left, Red cannot connect.
     */
    @Test
    void theHandMustFillThePathAtOnce() {
        ThoughtwaveState oneStraight = play("size=4,redSupply=I1 L10", "");
        assertThat(k.distance(oneStraight, 0)).isGreaterThan(4).isLessThan(ThoughtwaveKnowledge.INF);
        ThoughtwaveState oneShort = play("size=4,redSupply=I2 T1 L10", "");
        assertThat(k.distance(oneShort, 0)).isGreaterThan(4).isLessThan(ThoughtwaveKnowledge.INF);
        assertThat(k.distance(play("size=4,redSupply=I2 T2 L10", ""), 0)).isEqualTo(4);
        // Three Straights and one Bend: four tiles for four files, but one Bend cannot turn a
        // path back east, and the fourth square of the row needs a Straight.
        assertThat(k.distance(play("size=4,redSupply=I3 L1", ""), 0)).isEqualTo(ThoughtwaveKnowledge.INF);
    }

    /*
     *       a  b  c  d
     *     +------------+
     *     | |  |       |
     *   4 | |  |  .  . |      Black's Straights a4, b4 run north-south.
     *     | |  |       |
     *     |            |
     *   3 | .  .  .  . |
     *     |            |
     *     |            |
     *   2 |--------- ? |      Red's Straights a2..c2 run from the west border to c2:
     *     |            |      a tile on d2 with a west-east wave wins.
     *     |            |
     *   1 | .  .  .  . |
     *     |            |
     *     +------------+
     */
    private static final String THREE_STRAIGHTS = "a2:EW a4:NS b2:EW b4:NS c2:EW";

    @Test
    void winInOneIsFirst() {
        ThoughtwaveState s = play("size=4", THREE_STRAIGHTS + " c4:NS");
        assertThat(k.distance(s, 0)).isEqualTo(1);
        assertThat(k.evaluate(s)).isGreaterThan(0.9);
        int best = bestByPrior(k, s);
        assertThat(s.actionToString(best)).startsWith("d2:");
        s.apply(best);
        assertThat(s.returns()[0]).isEqualTo(1.0);
    }

    @Test
    void blockWithABlankEdge() {
        ThoughtwaveState s = play("size=4", THREE_STRAIGHTS);
        assertThat(s.playerToMove()).isEqualTo(1);
        int best = bestByPrior(k, s);
        String text = s.actionToString(best);
        // d2 must take c2's wave on its west edge; only Black's Terminator there seals it (blank
        // east edge, and blank north and south so that Red cannot turn round it): the Terminator's moment.
        assertThat(text).isEqualTo("d2:W");
        s.apply(best);
        assertThat(k.distance(s, 0)).isGreaterThan(1);
        assertThat(s.isTerminal()).isFalse();
    }

    /*
     * Both positions: Red needs 3 tiles, Black 4, Black to move.
     *
     *   broad                            narrow
     *   4 .  .  .  .                     4 =  .  .  .
     *   3 .  .  =  .                     3 .  .  .  .
     *   2 .  =  .  .                     2 .  .  .  .
     *   1 =  .  .  .                     1 |  .  =  .
     *     a  b  c  d                       a  b  c  d
     *
     * (= a west-east Straight, | a north-south one.) Broad: Red may finish along row 1, 2 or 3;
     * Black's only straight way is column d. Narrow: Red has row 4 alone, which one Black tile
     * cuts; Black has columns b and d.
     */
    @Test
    void atEqualDistancesTheBroaderFrontIsAhead() {
        ThoughtwaveState broad = play("size=4", "a1:EW b2:EW c3:EW");
        ThoughtwaveState narrow = play("size=4", "a1:NS c1:EW a4:EW");
        for (ThoughtwaveState s : new ThoughtwaveState[] {broad, narrow}) {
            assertThat(k.distance(s, 0)).isEqualTo(3);
            assertThat(k.distance(s, 1)).isEqualTo(4);
            assertThat(s.playerToMove()).isEqualTo(1);
        }
        double byDistances = ThoughtwaveKnowledge.value(3, 4, 1, false);
        assertThat(k.evaluate(broad)).isGreaterThan(byDistances + 0.1);
        assertThat(k.evaluate(narrow)).isLessThan(byDistances - 0.1);
    }

    @Test
    void walledOffSideIsInfiniteAndEvaluationFollowsTheWinner() {
        ThoughtwaveState s = play("size=4", "d1:NS b1:NS d2:NS b2:NS d3:NS b3:NS a1:NS b4:NS");
        assertThat(s.isTerminal()).isTrue();
        assertThat(s.returns()[1]).isEqualTo(1.0);
        assertThat(k.distance(s, 0)).isEqualTo(ThoughtwaveKnowledge.INF);
        assertThat(k.distance(s, 1)).isZero();
        assertThat(k.evaluate(s)).isEqualTo(-1.0);
    }

    @Test
    void handicapPicksTheCrossFirst() {
        ThoughtwaveState s = play("size=6,handicap=1", "");
        assertThat(s.actionToString(bestByPrior(k, s))).isEqualToIgnoringCase("take Cross");
    }

    @Test
    void prioriesLeaveTheStateAsItWas() {
        ThoughtwaveState s = play("", "e5:NS g5:EW");
        long hash = s.hash();
        int size = s.historySize();
        bestByPrior(k, s);
        assertThat(s.hash()).isEqualTo(hash);
        assertThat(s.historySize()).isEqualTo(size);
    }

    @Test
    void playoutsAreLegalAndDoNotAllocate() {
        assertThat(KnowledgeTesting.playouts(k, play("", ""), 30, 1)).isEqualTo(30);
        assertThat(KnowledgeTesting.playouts(k, play("size=6,penalty=true,swap=true", ""), 30, 2)).isEqualTo(30);
        assertThat(KnowledgeTesting.playouts(k, play("size=6,handicap=2", ""), 30, 3)).isEqualTo(30);
        assertThat(KnowledgeTesting.playoutAllocation(k, play("", ""), 40, 4)).isZero();
    }
}
