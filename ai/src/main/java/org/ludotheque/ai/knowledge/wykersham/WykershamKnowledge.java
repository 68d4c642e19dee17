package org.ludotheque.ai.knowledge.wykersham;

import static org.ludotheque.engine.wykersham.WykershamActions.KEEP;
import static org.ludotheque.engine.wykersham.WykershamActions.LEFT;
import static org.ludotheque.engine.wykersham.WykershamActions.RIGHT;
import static org.ludotheque.engine.wykersham.WykershamActions.STAY;
import static org.ludotheque.engine.wykersham.WykershamActions.TAKE;

import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import java.util.function.ToDoubleFunction;

import org.ludotheque.ai.GameKnowledge;
import org.ludotheque.ai.GameKnowledge.Reckoned;
import org.ludotheque.ai.TurnEnds;
import org.ludotheque.engine.State;
import org.ludotheque.engine.wykersham.WykershamActions;
import org.ludotheque.engine.wykersham.WykershamState;
import org.ludotheque.engine.wykersham.WykershamState.Phase;

/**
 * Wykersham knowledge. The expected score of a side is its score pile plus what its lines may
 * still bring: for each of the 21 lines at the current offsets that the opponent has not closed
 * (an unshared cup holding their marble and none of ours), the own marbles in it weighted by how
 * many of its five cups are already ours, scaled down as the side's turns run out. Priors try
 * each placement with each slide (apply, measure, undo) and value goals by the marbles they can
 * take; the settlement takes everything (keeping is left to the search). The playout policy
 * places where a slide makes a goal, makes the slide that scores and takes the whole goal; a
 * finished playout is worth its result blended with its margin.
 */
public final class WykershamKnowledge implements GameKnowledge {

    private static final int R = WykershamState.RAILS;
    /** Value of a line's own marbles by how many of its 5 cups hold one (0..5). */
    private static final double[] LINE_WEIGHT = {0, 0.01, 0.04, 0.12, 0.35, 0.75};

    // ---------------------------------------------------------------- expected score

    /** Turns {@code player} still plays, the current one included when it is theirs. */
    public static int turnsLeft(WykershamState s, int player) {
        int t = s.turn();
        if (t >= WykershamState.TURNS) {
            return 0;
        }
        Phase ph = s.phase();
        if (ph == Phase.STARTING_ROLL) {
            return (WykershamState.TURNS - t) / 2;
        }
        int moverLeft = (WykershamState.TURNS - t + 1) / 2;
        return player == s.mover() ? moverLeft : WykershamState.TURNS - t - moverLeft;
    }

    /**
     * The marbles {@code player}'s lines may still score: for each live line, own marbles times a
     * weight growing with the number of own cups, scaled by the turns left.
     */
    public static double linePotential(WykershamState s, int player) {
        int turns = turnsLeft(s, player);
        if (turns == 0) {
            return 0;
        }
        // Bit-parallel over the seven lines of a slope: bit xc stands for the line centred on
        // column xc, and each rail's cup masks are shifted so that its cup in that line lands there.
        boolean middleShared = s.sharedCup(WykershamActions.MIDDLE, 0);
        double total = 0;
        for (int k = -1; k <= 1; k++) {
            int live = LINE_BITS;
            for (int r = 0; r < R && live != 0; r++) {
                int toCup = cupOffset(s, k, r);
                int own = align(s.cupMask(player, r), toCup);
                int other = align(s.cupMask(1 - player, r), toCup);
                int shared = middleShared ? 1 << (WykershamActions.MIDDLE - k * (r - 2))
                        : r == WykershamState.CENTRE_RAIL ? LINE_BITS : 0;
                // A line needs a cup on every rail, none of them closed by the other side.
                live &= align(RAIL_CUPS, toCup) & ~(other & ~own & ~shared);
            }
            // In order of centre, as the sum has always been taken: the same doubles, bit for bit.
            for (int m = live; m != 0; m &= m - 1) {
                total += lineValue(s, player, Integer.numberOfTrailingZeros(m), k);
            }
        }
        return total * Math.min(1.0, turns / 3.0);
    }

    /** A live line's value: its own marbles and the cups still to fill, weighted by the own cups. */
    private static double lineValue(WykershamState s, int p, int xc, int k) {
        int own = 0;
        int marbles = 0;
        for (int r = 0; r < R; r++) {
            int m = s.marbles(p, r, xc + cupOffset(s, k, r));
            if (m > 0) {
                own++;
                marbles += m;
            }
        }
        // The missing cups will hold one marble each.
        return LINE_WEIGHT[own] * (marbles + (5 - own));
    }

    /** On rail {@code r}, the cup in the line of slope {@code k} centred on column xc is xc plus this. */
    private static int cupOffset(WykershamState s, int k, int r) {
        return k * (r - 2) + 2 - s.offset(r);
    }

    /** {@code cups} (bit c for cup c) shifted so that bit xc tells the cup xc + toCup, for xc 0..6. */
    private static int align(int cups, int toCup) {
        return (toCup >= 0 ? cups >>> toCup : cups << -toCup) & LINE_BITS;
    }

    private static final int LINE_BITS = 0x7F;
    private static final int RAIL_CUPS = (1 << WykershamState.CUPS) - 1;

    /**
     * Rail control: lines not complete for {@code player} now that one slide of one rail would
     * complete (a goal one placement and slide away, for whoever gets to slide that rail: the
     * player by placing on it). Bits as {@link WykershamState#completeLines}.
     */
    public static int linesOneSlideAway(WykershamState s, int player) {
        return s.linesAfterOneSlide(player) & ~s.completeLines(player);
    }

    /** The expected final score difference for player 0: piles, line potentials and rail control. */
    public double expectedDifference(WykershamState s) {
        double d = s.lead(0) + linePotential(s, 0) - linePotential(s, 1);
        if (railWeight != 0) {
            d += railWeight * (Integer.bitCount(linesOneSlideAway(s, 0)) * Math.min(1.0, turnsLeft(s, 0) / 2.0)
                    - Integer.bitCount(linesOneSlideAway(s, 1)) * Math.min(1.0, turnsLeft(s, 1) / 2.0));
        }
        return d;
    }

    /** Weight, in marbles, of a line one slide away from completion. */
    private final double railWeight;

    public WykershamKnowledge() {
        this(RAIL_WEIGHT);
    }

    /** Knowledge with a given weight (in marbles) for each own line one slide away from completion; 0 leaves rail control out. */
    public WykershamKnowledge(double railWeight) {
        this.railWeight = railWeight;
    }

    private static final double RAIL_WEIGHT = 2.0;

    // ---------------------------------------------------------------- evaluation

    @Override
    public double evaluate(State state) {
        WykershamState s = (WykershamState) state;
        if (s.isTerminal()) {
            return terminalValue(s);
        }
        if (s.phase() == Phase.STARTING_ROLL) {
            return 0;
        }
        double d = expectedDifference(s) + goalInHand(s);
        // The fewer the turns left, the surer a lead.
        int left = WykershamState.TURNS - s.turn();
        return Math.tanh(d / (2 + 0.4 * left));
    }

    /**
     * Share of a finished game's value given by the score margin: with dice, a win by one marble
     * and a win by ten are outcomes of very different positions, and the margin tells them apart
     * where a few hundred playouts' wins and losses cannot.
     */
    static final double MARGIN_SHARE = 0.3;

    @Override
    public double terminalValue(State state) {
        WykershamState s = (WykershamState) state;
        return resultValue(s.lead(0) - komi0);
    }

    @Override
    public boolean valueCountsMargin() {
        return true;
    }

    @Override
    public double margin(State state) {
        return ((WykershamState) state).lead(0);
    }

    /** A finished game's value, from -1 to +1, for the side that ends it {@code margin} marbles ahead. */
    static double resultValue(double margin) {
        return margin == 0 ? 0 : (1 - MARGIN_SHARE) * Math.signum(margin) + MARGIN_SHARE * Math.tanh(margin / 4.0);
    }

    /** A goal being settled counts for its owner as if taken. */
    private static double goalInHand(WykershamState s) {
        Phase ph = s.phase();
        if (ph != Phase.SETTLE && ph != Phase.CHOOSE_LINE && ph != Phase.TAKE_LINE) {
            return 0;
        }
        int g = goalMarbles(s);
        return s.mover() == 0 ? 0.9 * g : -0.9 * g;
    }

    /** Own marbles in the cups of the goal being settled. */
    public static int goalMarbles(WykershamState s) {
        int p = s.mover();
        int total = 0;
        for (int r = 0; r < R; r++) {
            for (int cups = s.goalCups(r); cups != 0; cups &= cups - 1) {
                total += s.marbles(p, r, Integer.numberOfTrailingZeros(cups));
            }
        }
        return total;
    }

    // ---------------------------------------------------------------- priors

    /** Priors. Placements and slides are tried on {@code state} itself (apply, measure, undo), which is left as it was. */
    @Override
    public boolean priors(State state, int[] legal, int n, double[] out) {
        WykershamState s = (WykershamState) state;
        if (s.isTerminal() || s.isChanceNode() || n == 0) {
            return false;
        }
        if (judgedPriors(s, legal, n, out)) {
            return true;
        }
        int me = s.mover();
        Phase ph = s.phase();
        if (ph == Phase.PLACE || ph == Phase.SLIDE) {
            for (int i = 0; i < n; i++) {
                s.applyLegal(legal[i]);
                out[i] = ph == Phase.PLACE ? bestAfterPlacement(s, me) : mine(s, me);
                s.undo();
            }
            softPriors(out, n);
            return true;
        }
        for (int i = 0; i < n; i++) {
            out[i] = settleWeight(s, legal[i], me);
        }
        return true;
    }

    /**
     * Priors from values in marbles: each action {@code 0.02 + exp(1.5 · (q − q_best))}, so an
     * action a marble worse than the best weighs about a fifth of it, and none is left untried.
     * An unknown value (−∞) gets the floor.
     */
    private static void softPriors(double[] q, int n) {
        double best = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            best = Math.max(best, q[i]);
        }
        for (int i = 0; i < n; i++) {
            q[i] = 0.02 + Math.exp(Math.max(-8, 1.5 * (q[i] - best)));
        }
    }

    /** A turn's end valued for its priors by the expected score difference, as player 0 and as player 1 see it. */
    private final ToDoubleFunction<WykershamState> endValueFor0 = this::expectedDifference;
    private final ToDoubleFunction<WykershamState> endValueFor1 = end -> -expectedDifference(end);

    /** The states met while listing a turn's ends. */
    private final HashValues met = new HashValues();

    /**
     * Every distinct end of the turn under way (the next roll, or the game's end), by the actions
     * the planner tries (a goal cup taken whole or all but one). Priors as the single actions': in
     * the turn judged when the search started, each end's judged value (the marbles gained less the
     * other side's judged gain); elsewhere the expected score difference there.
     */
    @Override
    public boolean turnEnds(State state, TurnEnds out) {
        WykershamState s = (WykershamState) state;
        if (s.isTerminal() || s.isChanceNode()) {
            return false;
        }
        ToDoubleFunction<WykershamState> endValue = s.mover() == 0 ? endValueFor0 : endValueFor1;
        boolean planned = planner != null && s.turn() == plannedTurn;
        // Outside the judged turn each end is valued where the walk reaches it.
        TurnPlanner.listEnds(s, out, met, planned ? null : endValue);
        int n = out.size();
        double[] q = new double[n];
        boolean judged = planned;
        for (int i = 0; i < n && judged; i++) {
            q[i] = planner.valueOf(out.hash(i));
            judged = !Double.isNaN(q[i]);
        }
        if (planned && !judged) {
            // A count the plan does not try: the ends are listed again, valued as elsewhere.
            out.clear();
            TurnPlanner.listEnds(s, out, met, endValue);
        }
        for (int i = 0; i < n && !judged; i++) {
            q[i] = out.weight(i);
        }
        softPriors(q, n);
        for (int i = 0; i < n; i++) {
            out.setWeight(i, q[i]);
        }
        return true;
    }

    /**
     * In the turn judged when the search started ({@link #judgeTurn}): each action's best judged
     * end of the turn. False elsewhere, or where the plan did not reach {@code s} (a count it
     * does not try), and the handmade priors serve.
     */
    private boolean judgedPriors(WykershamState s, int[] legal, int n, double[] out) {
        if (planner == null || s.turn() != plannedTurn || Double.isNaN(planner.valueOf(s.hash()))) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            s.applyLegal(legal[i]);
            double q = planner.valueOf(s.hash());
            s.undo();
            out[i] = Double.isNaN(q) ? Double.NEGATIVE_INFINITY : q;
        }
        softPriors(out, n);
        return true;
    }

    // ---------------------------------------------------------------- the learnt judge

    /** The learnt judge and its planner, made at the first search that asks for them. */
    private WykershamJudge judge;
    private TurnPlanner planner;
    /** The turn planned by the last {@link #judgeTurn}, or -1. */
    private int plannedTurn = -1;
    /**
     * Marbles player 0 owes in this search (negative: player 1 owes them): subtracted from player
     * 0's margin in {@link #terminalValue} and {@link #judge}. Set by {@link #judgeTurn}.
     */
    private double komi0;

    /**
     * Plans the root's turn; under a dynamic komi the mover owes what the plan expects them to win
     * by beyond it (their lead now plus the planned turn's judged gain). No level uses one: it
     * scored no better against {@code uct}, and the maximum already keeps its big leads without it
     * (docs/wykersham-experiments.md, *Leads given away*).
     */
    @Override
    public void judgeTurn(State root, double dynamicKomi) {
        WykershamState s = (WykershamState) root;
        plannedTurn = -1;
        komi0 = 0;
        if (s.isTerminal() || s.isChanceNode() || !WykershamJudge.judges(s)) {
            return;
        }
        if (planner == null) {
            planner = new TurnPlanner(learntJudge());
        }
        double gain = planner.plan(s, s.mover());
        plannedTurn = s.turn();
        if (dynamicKomi > 0) {
            double owed = Math.max(0, s.lead(s.mover()) + gain - dynamicKomi);
            komi0 = s.mover() == 0 ? owed : -owed;
        }
    }

    /** Marbles the player to move at the last judged root owes in this search (0 without a dynamic komi). */
    double komi() {
        return Math.abs(komi0);
    }

    /** Made at the first position each reckons, by {@link Reckoned} (play's values; an analysis's win chances and margins). */
    private final EndgameSolver[] endgames = new EndgameSolver[Reckoned.values().length];

    /** The game's last two turns, under any rules: {@link EndgameSolver}. */
    @Override
    public boolean solve(State state, Reckoned what, int[] legal, int n, double[] out, BooleanSupplier giveUp) {
        WykershamState s = (WykershamState) state;
        if (!EndgameSolver.covers(s)) {
            return false;
        }
        EndgameSolver solver = endgames[what.ordinal()];
        if (solver == null) {
            solver = EndgameSolver.reckoning(what);
            endgames[what.ordinal()] = solver;
        }
        return solver.values(s, legal, n, out, giveUp);
    }

    /** The learnt judge's value at a roll (default rules only), the komi owed counted; NaN elsewhere. */
    @Override
    public double judge(State state) {
        WykershamState s = (WykershamState) state;
        if (s.phase() != Phase.ROLL || !WykershamJudge.judges(s)) {
            return Double.NaN;
        }
        return learntJudge().value(s, komi0);
    }

    private WykershamJudge learntJudge() {
        if (judge == null) {
            judge = WykershamJudge.standard();
        }
        return judge;
    }

    /** After a placement: the best of its slides (or the position itself when no slide is asked). */
    private double bestAfterPlacement(WykershamState s, int me) {
        if (s.phase() != Phase.SLIDE) {
            return mine(s, me);
        }
        double best = Double.NEGATIVE_INFINITY;
        for (int a = STAY; a <= RIGHT; a++) {
            if (s.isLegal(a)) {
                s.applyLegal(a);
                best = Math.max(best, mine(s, me));
                s.undo();
            }
        }
        return best;
    }

    /** The expected difference for {@code me}, a goal in hand counted as taken. */
    private double mine(WykershamState s, int me) {
        double d = expectedDifference(s) + goalInHand(s);
        return me == 0 ? d : -d;
    }

    /**
     * Settling: take everything first, at any turn: a goal cashed at once cannot be broken by the
     * opponent's slides (favouring an early keep scored about three points less against
     * {@code uct} in the small match of docs/wykersham-experiments.md). Leaving one marble per cup, which
     * keeps the line alive, is a second choice while four turns or more remain; keeping is left
     * for the search to find, and near the end (marbles on the board count nothing) hardly tried.
     */
    private double settleWeight(WykershamState s, int a, int me) {
        int turns = turnsLeft(s, me);
        int cup = s.settlingCup();
        int own = cup < 0 ? 0 : s.marbles(me, cup / WykershamState.CUPS, cup % WykershamState.CUPS);
        if (WykershamActions.isLine(a)) {
            return 5;
        }
        if (a == KEEP) {
            return turns <= 2 ? 0.02 : 0.15;
        }
        if (WykershamActions.isTake(a)) {
            int k = WykershamActions.takeCount(a);
            if (k == own) {
                return 6;
            }
            if (k == own - 1 && turns >= 4) {
                return 1.5;
            }
            return 0.1;
        }
        return 0.1;
    }

    // ---------------------------------------------------------------- playouts

    @Override
    public int playoutAction(State state, SplittableRandom rng) {
        WykershamState s = (WykershamState) state;
        switch (s.phase()) {
            case SLIDE: {
                int left = Integer.bitCount(s.slideGoals(-1));
                int right = Integer.bitCount(s.slideGoals(1));
                if (left > 0 || right > 0) {
                    return left > right || (left == right && rng.nextBoolean()) ? LEFT : RIGHT;
                }
                return s.randomLegalAction(rng);
            }
            case SETTLE:
            case TAKE_LINE: {
                int cup = s.settlingCup();
                int own = s.marbles(s.mover(), cup / WykershamState.CUPS, cup % WykershamState.CUPS);
                return rng.nextInt(8) == 0 ? s.randomLegalAction(rng) : TAKE + own - 1;
            }
            case CHOOSE_LINE: {
                for (int tries = 0; tries < 4; tries++) {
                    int a = s.randomLegalAction(rng);
                    if (a != KEEP) {
                        return a;
                    }
                }
                return KEEP;
            }
            case PLACE:
                return placement(s, rng);
            default:
                return s.randomLegalAction(rng);
        }
    }

    private final int[] legal = new int[WykershamActions.SIZE];
    private final int[] goalLines = new int[WykershamActions.SIZE];

    /**
     * A playout's placement: one whose slide makes the largest goal (lines), ties drawn at random;
     * a random placement when none makes a goal. Playouts that take the goals a position offers
     * tell a position rich in nearly complete lines from a poor one.
     */
    private int placement(WykershamState s, SplittableRandom rng) {
        int n = s.legalActionsInto(legal);
        s.placementGoalCounts(legal, n, goalLines);
        int best = -1;
        int bestLines = 0;
        int ties = 0;
        for (int i = 0; i < n; i++) {
            int a = legal[i];
            int lines = goalLines[i];
            if (lines > bestLines) {
                best = a;
                bestLines = lines;
                ties = 1;
            } else if (lines > 0 && lines == bestLines && rng.nextInt(++ties) == 0) {
                best = a;
            }
        }
        return best >= 0 ? best : legal[rng.nextInt(n)];
    }
}
