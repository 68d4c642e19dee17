package org.ludotheque.ai.knowledge.twixt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ludotheque.ai.knowledge.KnowledgeTesting.bestByPrior;
import static org.ludotheque.ai.knowledge.KnowledgeTesting.relativePrior;

import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.ludotheque.ai.Knowledge;
import org.ludotheque.ai.knowledge.KnowledgeTesting;
import org.ludotheque.engine.Games;
import org.ludotheque.engine.twixt.TwixtNotation;
import org.ludotheque.engine.twixt.TwixtState;

class TwixtKnowledgeTest {

    private final TwixtKnowledge k = new TwixtKnowledge();

    private static TwixtState play(String spec, String turns) {
        TwixtState s = (TwixtState) Games.load(spec).newInitialState();
        if (!turns.isBlank()) {
            for (String t : turns.split(",")) {
                TwixtNotation.INSTANCE.playTurn(s, t.trim());
            }
        }
        return s;
    }

    @Test
    void registered() {
        assertThat(Knowledge.forGame(Games.load("twixt"))).isInstanceOf(TwixtKnowledge.class);
    }

    @Test
    void emptyBoardNeedsFivePegsOnEightByEight() {
        // Knight steps advance at most two rows: rows 1, 3, 5, 7, 8 (or 1, 2, 4, 6, 8).
        TwixtState s = play("twixt(width=8,height=8)", "");
        assertThat(k.distance(s, 0)).isEqualTo(5);
        assertThat(k.distance(s, 1)).isEqualTo(5);
        assertThat(k.evaluate(s)).isGreaterThan(0).isLessThan(0.5); // Red has the move
    }

    /*
     *     A B C D E F G H
     *   1  |. R . . . .|
     *     -+-----------+-
     *   2 .|. . . . . .|B
     *   3 B|. . R . . .|.
     *   4 .|. . . . . .|.
     *   5 .|. . . ? . .|B
     *   6 .|. . . . . .|.
     *   7 .|. . . . R .|.
     *     -+-----------+-
     *   8  |. . R . . .|
     * red links: C1-D3 D8-F7. E5 (?) joins the two chains, the only hole that does.
     */
    private static final String BRIDGE_GAP = "C1, H2, D3, H5, F7, A3, D8";

    @Test
    void chainOnePegFromWinningHasDistanceOne() {
        TwixtState s = play("twixt(width=8,height=8)", BRIDGE_GAP + ", A6");
        assertThat(s.colourToMove()).isZero();
        assertThat(k.distance(s, 0)).isEqualTo(1);
        assertThat(k.evaluate(s)).isGreaterThan(0.9);
    }

    @Test
    void priorsPlayTheWinInOne() {
        TwixtState s = play("twixt(width=8,height=8)", BRIDGE_GAP + ", A6");
        int best = bestByPrior(k, s);
        assertThat(s.actionToString(best)).isEqualToIgnoringCase("E5");
        s.apply(best);
        assertThat(s.returns()[0]).isEqualTo(1.0);
    }

    @Test
    void priorsBlockTheOpponentsWinInOne() {
        TwixtState s = play("twixt(width=8,height=8)", BRIDGE_GAP);
        assertThat(s.colourToMove()).isEqualTo(1);
        assertThat(s.actionToString(bestByPrior(k, s))).isEqualToIgnoringCase("E5");
        s.apply(s.parseAction("E5"));
        assertThat(k.distance(s, 0)).isGreaterThan(1);
    }

    @Test
    void priorsCompleteABridgeUnderManualLinking() {
        // Standard rules: after the peg, the link joining two chains comes before `end`.
        TwixtState s = play("twixt(ruleset=standard,width=8,height=8)", "C1, H2, D3 +C1-D3, H5, F7, A3");
        s.apply(s.parseAction("E5"));
        assertThat(s.choosingLinks()).isTrue();
        String best = s.actionToString(bestByPrior(k, s));
        assertThat(best).startsWith("+");
        assertThat(relativePrior(k, s, s.parseAction("end"))).isLessThan(0.2);
    }

    /*
     *     A B C D E F G H I J K L
     *   1  |. . . . . . . R . R|          t1, Red to move. I5 is a knight step from J3 and lies
     *     -+-------------------+-         on a shortest Red chain of the distance map, but its
     *   2 .|. . . . R . . . . B|B         automatic link I5-J3 (own links may not cross and are
     *   3 .|. . . B . . . . R .|B         permanent) cuts the very steps that chain needs: Red
     *                                     would be no closer after it.
     *   4 .|. . . . . . . . . .|.
     *   5 .|B . B . . . R . . .|.
     *   6 .|. . . . B . B . . .|.
     *   7 .|. B . R . R R . . .|.
     *   8 .|R . . . . B B . . .|.
     *   9 .|. . R . R . B . . .|.
     *  10 .|. . . . . B B . . .|.
     *  11 .|. R R R . . . . . .|.
     */
    private static final String SELF_BLOCK = "F2, E3, K1, L3, J3, H8, G7, H9, D11, L2, F9, H10, H5, F6, I1, K2, E7, C7,"
            + " B8, B5, C11, G8, D9, D5, H7, H6, E11, G10";

    @Test
    void t1PriorsHoldBackAPegWhoseAutomaticLinksCutOwnChains() {
        TwixtState s = play("twixt(ruleset=t1,width=12,height=12)", SELF_BLOCK);
        assertThat(s.colourToMove()).isZero();
        int before = k.distance(s, 0);
        TwixtState probe = (TwixtState) s.copy();
        probe.apply(probe.parseAction("I5"));
        // I5 lies on a shortest chain of the map before it is played, yet gains nothing once its links stand.
        assertThat(k.distance(probe, 0)).as("I5 blocks Red's own steps").isGreaterThanOrEqualTo(before);

        int best = bestByPrior(k, s);
        assertThat(s.actionToString(best)).isNotEqualToIgnoringCase("I5");
        // Without the look-ahead I5 tied with the best (H3); now it is well behind.
        assertThat(relativePrior(k, s, s.parseAction("I5"))).isLessThan(0.5 * relativePrior(k, s, best));
        s.apply(best);
        assertThat(k.distance(s, 0)).isLessThanOrEqualTo(before);
    }

    /*
     *     A B C D E F G H I J K L
     *   1  |. . . . . . . . . .|          t1, Red to move. Black's I5 has taken one of the two
     *     -+-------------------+-         holes joining G4 and H7; F6 is left. Black's G5 would
     *   2 .|. . . . . . . . . .|.         link to E4 across Red's step G4-F6 and cut it: no peg
     *   3 .|. . . . . . . . . .|.         of Red's stands on G5's chains, yet Red must mind it.
     *   4 .|. . . B . R . . . .|.
     *   5 .|. . . . . . . B . .|.
     *   6 .|. . . . . . . . . .|.
     *   7 .|. . . . . . R . . .|.
     *   ...
     *  10 .|B . . . . . . . . .|.
     *  11 .|. . . . R . . . . .|.
     */
    private static final String LINK_CUT = "G4, I5, H7, E4, F11, B10";

    @Test
    void priorsGuardAgainstALinkThatWouldCutOurChain() {
        TwixtState s = play("twixt(ruleset=t1,width=12,height=12)", LINK_CUT);
        assertThat(s.colourToMove()).isZero();
        int red = k.distance(s, 0);
        TwixtState cut = (TwixtState) s.copy();
        cut.apply(cut.parseAction("K11"));
        cut.apply(cut.parseAction("G5"));
        assertThat(k.distance(cut, 0)).as("Black's G5 cuts G4-F6").isGreaterThan(red);
        // Among the best for Red (without the guard it was 15 % behind them).
        assertThat(relativePrior(k, s, s.parseAction("G5"))).isGreaterThan(0.95);
    }

    /*
     * From a lost game against `uct` (t1, 24 x 24; Red's far peg T3 added so that Black moves):
     *
     *     A B C D E F G H I        Black (left to right) needs E23: it joins F21 and C22, and its
     *  18 .|. . . . . R . .        link F21-E23 bars Red's E22-F24. Otherwise Red's F24 (or D24)
     *  19 .|. . R . . B . .        both reaches Red's border and cuts C22 off (Black's distance
     *  20 .|. . . . R . . .        3 -> 7). The distance map counts A21 (C22's edge template:
     *  21 .|. . . . B . . .        two border holes, which Red cannot take) as a peg still to
     *  22 .|. B . R . . . .        play, and E23 lies on the rim: the priors once ranked E23
     *  23 .|. . . . . . . .        twelfth, behind A21, X10 and X12.
     *     -+---------------
     *  24  |. . . . . . . .
     */
    private static final String RIM_JOIN = "U11, S12, J12, K14, V15, U13, B5, V11, Q6, E15, M14, M13, V24, O12, D19,"
            + " Q11, I14, I15, H16, H17, G18, G19, F20, F21, E22, C22, T3";

    @Test
    void t1PriorsJoinOnTheRimAndLeaveEdgeTemplatesAlone() {
        TwixtState s = play("twixt(ruleset=t1)", RIM_JOIN);
        assertThat(s.colourToMove()).isEqualTo(1);
        assertThat(s.actionToString(bestByPrior(k, s))).isEqualToIgnoringCase("E23");
        // C22 already reaches column A by A21 or A23, V11 column X by X10 or X12.
        for (String template : new String[] {"A21", "A23", "X10", "X12"}) {
            assertThat(relativePrior(k, s, s.parseAction(template))).as(template).isLessThan(0.1);
        }
        int red = k.distance(s, 0);
        int black = k.distance(s, 1);
        TwixtState cut = (TwixtState) s.copy();
        cut.apply(cut.parseAction("A21"));
        cut.apply(cut.parseAction("F24"));
        assertThat(k.distance(cut, 1)).as("after A21, Red's F24 cuts C22 off").isGreaterThan(black + 2);
        s.apply(s.parseAction("E23"));
        assertThat(k.distance(s, 1)).isLessThan(black);
        assertThat(k.distance(s, 0)).isGreaterThan(red);
    }

    /*
     * From a lost game against `uct` (t1, 24 x 24), Black to move, 4 pegs from connecting against
     * Red's 9:
     *
     *     A B C D E F G H I J K L M N O P Q R S T U V W X
     *   1  |R . . . . . . . . . . . . . . . . . . . . .|
     *     -+-------------------------------------------+-
     *   2 .|. . . . R . . . . . . . . . . . . . . . . .|.
     *   3 .|. . . . . . . R B . . . . . . . . . . . . .|.
     *   4 .|. . . . . . . . . R B . . . . . . . . . . .|.
     *   5 .|. . . . . R . . . . . . B . . . . . . R . .|.
     *   6 .|. . B . . . B . . . R . . . B . . . B . . .|.
     *   7 .|. . . . B . . . B . . . R . . . B . . . B .|.
     *
     * Black's chain runs from V7 to J3; its shortest way on to column A is H2, on the rim of row 2,
     * which also bars Red's I3-H1. The rim rule once cut H2 to 40 % (tenth of the priors); the
     * search then played I4 beside Red's I3, and Red took H2 itself.
     */
    private static final String RIM_RACE = "G5, F7, U5, V7, K17, H6, R13, D6, B10, C8, B1, J7, F2, T6, L21, R7,"
            + " P8, P6, N7, N5, L6, L4, K4, J3, I3";

    /*
     * 12 x 12, Red to move, two pegs from connecting: F2 reaches row 1 by D1 or H1, F10 row 12 by
     * E12 or G12, and Black cannot take border rows. Only template fills are left to play.
     */
    private static final String TWO_TEMPLATES = "F2, K3, G4, K5, F6, K7, G8, K9, F10, B3";

    @Test
    void twoPegsFromConnectingTheTemplatesAreFilled() {
        TwixtState s = play("twixt(width=12,height=12)", TWO_TEMPLATES);
        assertThat(s.colourToMove()).isZero();
        assertThat(k.distance(s, 0)).isEqualTo(2);
        // Kept back at 10 % they were never played: a won game went on for 200 turns and more.
        assertThat(s.actionToString(bestByPrior(k, s))).isIn("D1", "H1", "E12", "G12");
    }

    @Test
    void t1PriorsFollowOurShortestChainAlongTheRim() {
        TwixtState s = play("twixt(ruleset=t1)", RIM_RACE);
        assertThat(s.colourToMove()).isEqualTo(1);
        int black = k.distance(s, 1);
        TwixtState next = (TwixtState) s.copy();
        next.apply(next.parseAction("H2"));
        assertThat(k.distance(next, 1)).as("H2 is on a shortest chain").isEqualTo(black - 1);
        assertThat(relativePrior(k, s, s.parseAction("H2"))).isGreaterThan(0.8);
    }

    @Test
    void t1PlayoutsRunToTheEndWhileOtherRulesetsAreCut() {
        // Same position, two rulesets: under t1 the distance saturates, so the search plays out.
        TwixtState t1 = play("twixt(ruleset=t1,width=8,height=8)", BRIDGE_GAP + ", A6");
        assertThat(k.evaluate(t1)).isNaN();
        assertThat(k.distanceValue(t1)).isGreaterThan(0.9);
        TwixtState dujardin = play("twixt(ruleset=dujardin,width=8,height=8)", BRIDGE_GAP + ", A6");
        assertThat(k.evaluate(dujardin)).isEqualTo(k.distanceValue(dujardin)).isGreaterThan(0.9);
        TwixtState over = play("twixt(ruleset=t1,width=8,height=8)", BRIDGE_GAP + ", A6, E5");
        assertThat(k.evaluate(over)).isEqualTo(1.0);
    }

    @Test
    void walledOffSideIsInfiniteAndAgreesWithTheEngine() {
        // Random positions in every ruleset: distance INF exactly when the engine says the colour cannot connect.
        String[] specs = {"twixt(width=8,height=8)", "twixt(ruleset=t1,width=8,height=8)",
            "twixt(ruleset=standard,width=8,height=8)", "twixt(ruleset=pp,width=9,height=7,swap=none)",
            "twixt(ruleset=openspiel,width=8,height=8)"};
        SplittableRandom rng = new SplittableRandom(7);
        int infinite = 0;
        for (String spec : specs) {
            for (int game = 0; game < 40; game++) {
                TwixtState s = play(spec, "");
                while (!s.isTerminal()) {
                    if (!s.choosingLinks()) {
                        for (int c = 0; c < 2; c++) {
                            int d = k.distance(s, c);
                            assertThat(d >= TwixtKnowledge.INF).as("%s colour %d\n%s", spec, c, s)
                                    .isEqualTo(!s.canStillConnect(c));
                            infinite += d >= TwixtKnowledge.INF ? 1 : 0;
                        }
                    }
                    s.apply(s.randomLegalAction(rng));
                }
                if (s.returns()[0] != 0) {
                    int winner = s.returns()[0] > 0 ? 0 : 1;
                    assertThat(k.distance(s, winner)).isZero();
                }
                assertThat(Math.signum(k.evaluate(s))).isEqualTo(Math.signum(s.returns()[0]));
            }
        }
        assertThat(infinite).isPositive();
    }

    @Test
    void firstMoveIsCentralishAndSwapFollowsTheFirstPeg() {
        TwixtState s = play("twixt", "");
        int first = bestByPrior(k, s);
        int col = first % 24;
        int row = first / 24;
        assertThat(col).isBetween(6, 17);
        assertThat(row).isBetween(6, 17);

        TwixtState central = play("twixt", "L12");
        assertThat(bestByPrior(k, central)).isEqualTo(central.swapAction());
        TwixtState edge = play("twixt", "B2");
        assertThat(relativePrior(k, edge, edge.swapAction())).isLessThan(0.1);
    }

    @Test
    void underTheSupplyRuleLiftAPegOffThePath() {
        // Red has used its three pegs: C1-D3 head south, G2 helps no short chain; Red must lift one.
        TwixtState s = play("twixt(ruleset=pp,width=8,height=8,pegs=3)", "C1, H2, D3, A3, G2, H5");
        assertThat(s.actionKind(s.legalActions()[0])).isEqualTo(TwixtState.ACTION_LIFT);
        assertThat(s.actionToString(bestByPrior(k, s))).isEqualToIgnoringCase("^G2");
    }

    @Test
    void pointlessRemovalsGetLittlePrior() {
        TwixtState s = play("twixt(width=8,height=8)", "C1, H2, D3, H5");
        int remove = s.parseAction("-C1-D3");
        assertThat(s.isLegal(remove)).isTrue();
        assertThat(relativePrior(k, s, remove)).isLessThan(0.01);
    }

    @Test
    void playoutsRepairTheCut() {
        // Red C4 and E4 share two knight neighbours, D2 and D6; Black takes D2, Red answers D6.
        TwixtState s = play("twixt(width=8,height=8)", "C4, A2, E4, D2");
        TwixtKnowledge repair = new TwixtKnowledge(0, 8, 0, 0);
        SplittableRandom rng = new SplittableRandom(1);
        for (int i = 0; i < 20; i++) {
            assertThat(s.actionToString(repair.playoutAction(s, rng))).isEqualToIgnoringCase("D6");
        }
    }

    /** A 24 x 24 t1 game (lost by Red to uct) in which Black's wall runs Red's chain to both sides. */
    private static final String LADDER_GAME = "L11, P9, K9, O7, J7, P6, I5, N12, M13, L18, N15, N17, P16, P18, R17, "
            + "R19, S19, T20, U20, V21, W21, X22, J17, J19, H18";

    private static TwixtState ladderAfter(int turns) {
        return play("twixt(ruleset=t1)", String.join(", ", java.util.Arrays.copyOf(LADDER_GAME.split(", "), turns)));
    }

    @Test
    void playoutsRunALadderOutAsPlayersDo() {
        // Rows 15 to 19: Red (north-south) has gone round the end of Black's wall L18-N17-P18-R19
        // with S19; Black extends the wall across Red's way with T20, as uct did.
        //      J K L M N O P Q R S T
        //  15  . . . . R . . . . . .
        //  16  . . . . . . R . . . .
        //  17  . . . . B . . . R . .
        //  18  . . B . . . B . . . .
        //  19  . . . . . . . . B R .      Black to move: T20
        TwixtState s = ladderAfter(17);
        TwixtKnowledge blockOnly = new TwixtKnowledge(8, 0, 0, 0);
        SplittableRandom rng = new SplittableRandom(3);
        for (int i = 0; i < 20; i++) {
            assertThat(s.actionToString(blockOnly.playoutAction(s, rng))).isEqualToIgnoringCase("T20");
        }
        // Red's chain has met column X and turns back west: H18 goes round J19, and Black's wall
        // follows with H20 (the ladder that lost the game). Red, too, blocks in its own playouts:
        // after T20 it plays U20, across T20's steps east.
        TwixtState west = ladderAfter(25);
        assertThat(west.actionToString(blockOnly.playoutAction(west, rng))).isEqualToIgnoringCase("H20");
        TwixtState red = ladderAfter(18);
        assertThat(red.actionToString(blockOnly.playoutAction(red, rng))).isEqualToIgnoringCase("U20");
    }

    @Test
    void playoutsAreLegalInEveryRulesetAndDoNotAllocate() {
        for (String spec : new String[] {"twixt(width=8,height=8)", "twixt(ruleset=standard,width=8,height=8)",
            "twixt(ruleset=t1,width=8,height=8)", "twixt(width=8,height=8,pegs=12,links=10)",
            "twixt(ruleset=standard,width=8,height=8,pegs=10)"}) {
            TwixtState s = play(spec, "");
            assertThat(KnowledgeTesting.playouts(k, s, 30, 3)).isEqualTo(30);
        }
        TwixtState s = play("twixt(ruleset=pp,width=12,height=12)", "");
        assertThat(KnowledgeTesting.playoutAllocation(k, s, 40, 5)).isZero();
        TwixtState manual = play("twixt(ruleset=standard,width=12,height=12)", "");
        assertThat(KnowledgeTesting.playoutAllocation(k, manual, 40, 5)).isZero();
    }
}
