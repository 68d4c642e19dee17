package org.ludotheque.ai.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import org.ludotheque.engine.ChanceOutcomes;
import org.ludotheque.engine.Game;
import org.ludotheque.engine.GameDefinition;
import org.ludotheque.engine.MoveException;
import org.ludotheque.engine.Outcome;
import org.ludotheque.engine.Parameters;
import org.ludotheque.engine.State;

/**
 * A hand-made game tree for search tests: each node names its player (or chance, or an end with
 * player 0's return), its actions and where they lead. Actions are small ints, each with a name;
 * an action may end the turn. Applying a chance outcome not in {@link #chanceOutcomes} fails the
 * test, and every applied roll is counted.
 */
public final class ToyGame implements Game {

    static final class Node {
        final int player;
        final double r0;
        final List<int[]> edges = new ArrayList<>(); // action, next node, endsTurn
        final List<Double> probs = new ArrayList<>();

        Node(int player, double r0) {
            this.player = player;
            this.r0 = r0;
        }
    }

    final List<Node> nodes = new ArrayList<>();
    final String[] names = new String[64];
    int rollsApplied;

    public int decision(int player) {
        nodes.add(new Node(player, 0));
        return nodes.size() - 1;
    }

    public int chance() {
        nodes.add(new Node(State.CHANCE, 0));
        return nodes.size() - 1;
    }

    /** An end: player 0's return (+1, 0 or -1). */
    public int end(double r0) {
        nodes.add(new Node(State.TERMINAL, r0));
        return nodes.size() - 1;
    }

    public ToyGame edge(int from, int action, String name, int to, boolean endsTurn) {
        nodes.get(from).edges.add(new int[] {action, to, endsTurn ? 1 : 0});
        names[action] = name;
        return this;
    }

    public ToyGame outcome(int from, int action, double p, int to) {
        edge(from, action, "roll" + action, to, true);
        nodes.get(from).probs.add(p);
        return this;
    }

    @Override
    public GameDefinition definition() {
        return null;
    }

    @Override
    public Parameters parameters() {
        return null;
    }

    @Override
    public State newInitialState() {
        return new ToyState(this);
    }

    @Override
    public int numDistinctActions() {
        return names.length;
    }

    @Override
    public int maxGameLength() {
        return 32;
    }

    static final class ToyState implements State {
        final ToyGame g;
        int[] path = new int[33];
        int[] hist = new int[33];
        int[] turns = new int[33];
        int size;

        ToyState(ToyGame g) {
            this.g = g;
        }

        Node node() {
            return g.nodes.get(path[size]);
        }

        @Override
        public Game game() {
            return g;
        }

        @Override
        public int currentPlayer() {
            return node().player;
        }

        @Override
        public int[] legalActions() {
            return node().edges.stream().mapToInt(e -> e[0]).sorted().toArray();
        }

        @Override
        public int legalActionCount() {
            return node().edges.size();
        }

        @Override
        public boolean isLegal(int action) {
            return find(action) != null;
        }

        private int[] find(int action) {
            for (int[] e : node().edges) {
                if (e[0] == action) {
                    return e;
                }
            }
            return null;
        }

        @Override
        public String whyIllegal(int action) {
            return isLegal(action) ? null : "not here";
        }

        @Override
        public int randomLegalAction(SplittableRandom rng) {
            Node n = node();
            if (n.player == CHANCE) {
                double r = rng.nextDouble();
                for (int i = 0; i < n.edges.size(); i++) {
                    r -= n.probs.get(i);
                    if (r < 0) {
                        return n.edges.get(i)[0];
                    }
                }
                return n.edges.get(n.edges.size() - 1)[0];
            }
            return n.edges.get(rng.nextInt(n.edges.size()))[0];
        }

        @Override
        public void apply(int action) {
            if (isChanceNode()) {
                if (Arrays.stream(chanceOutcomes().actions()).noneMatch(a -> a == action)) {
                    throw new AssertionError("roll " + action + " is not a chance outcome here");
                }
                g.rollsApplied++;
            }
            int[] e = find(action);
            if (e == null) {
                throw MoveException.illegal("action " + action);
            }
            hist[size] = action;
            turns[size + 1] = turns[size] + e[2];
            path[++size] = e[1];
        }

        @Override
        public void undo() {
            size--;
        }

        @Override
        public State copy() {
            ToyState c = new ToyState(g);
            c.path = path.clone();
            c.hist = hist.clone();
            c.turns = turns.clone();
            c.size = size;
            return c;
        }

        @Override
        public ChanceOutcomes chanceOutcomes() {
            Node n = node();
            if (n.player != CHANCE) {
                return ChanceOutcomes.NONE;
            }
            return new ChanceOutcomes(n.edges.stream().mapToInt(e -> e[0]).toArray(),
                    n.probs.stream().mapToDouble(Double::doubleValue).toArray());
        }

        @Override
        public double[] returns() {
            Node n = node();
            return n.player == TERMINAL ? new double[] {n.r0, -n.r0} : new double[2];
        }

        @Override
        public Outcome outcome() {
            Node n = node();
            if (n.player != TERMINAL) {
                return Outcome.UNFINISHED;
            }
            return new Outcome(n.r0 > 0 ? Outcome.Result.FIRST_WINS : n.r0 < 0 ? Outcome.Result.SECOND_WINS : Outcome.Result.DRAW, "end");
        }

        @Override
        public long hash() {
            return path[size];
        }

        @Override
        public int turn() {
            return turns[size];
        }

        @Override
        public int[] history() {
            return Arrays.copyOf(hist, size);
        }

        @Override
        public int historySize() {
            return size;
        }

        @Override
        public String actionToString(int action) {
            return g.names[action];
        }

        /** The toy game's pie rule by sides is its action named "swap". */
        @Override
        public boolean exchangesSeats(int action) {
            return "swap".equals(g.names[action]);
        }

        @Override
        public int parseAction(String text) {
            return Arrays.asList(g.names).indexOf(text);
        }

        @Override
        public void resign(int player) {
            throw new UnsupportedOperationException();
        }

        @Override
        public void agreeDraw() {
            throw new UnsupportedOperationException();
        }

        @Override
        public int resignedPlayer() {
            return -1;
        }

        @Override
        public boolean drawAgreed() {
            return false;
        }
    }
}
