package org.ludotheque.ai;

import org.ludotheque.ai.search.Mcts;
import org.ludotheque.ai.search.SearchParams;
import org.ludotheque.engine.Game;

/** Makes the in-process players a {@link PlayerSpec} names ({@code engine:} players live in the app). */
public final class Players {
    private Players() {
    }

    /** A player for {@code game}; {@code seed} is used unless the spec sets its own. */
    public static Player create(PlayerSpec spec, Game game, long seed) {
        long s = spec.has("seed") ? Long.parseLong(spec.get("seed")) : seed;
        switch (spec.kind()) {
            case "random":
                return new RandomPlayer(s);
            case "uct": {
                if (spec.has("level")) {
                    throw new IllegalArgumentException("uct has no levels; use mcts:level=N");
                }
                SearchParams p = apply(spec, SearchParams.uct()).withSeed(s);
                return new Mcts(game, p, Knowledge::none, spec.toString());
            }
            case "mcts": {
                int level;
                try {
                    level = spec.has("level") ? Levels.parse(spec.get("level")) : Levels.MAX;
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(game.definition().id() + ": " + e.getMessage(), e);
                }
                SearchParams p = apply(spec, Knowledge.tune(game, Levels.params(game.parameters(), level))).withSeed(s);
                return new Mcts(game, p, () -> Knowledge.forGame(game), spec.toString());
            }
            default:
                throw new IllegalArgumentException("'" + spec.kind() + "' players run as separate programs, not in-process");
        }
    }

    /** The spec's settings over {@code base}: any limit in the spec replaces all of the base's limits. */
    static SearchParams apply(PlayerSpec spec, SearchParams base) {
        SearchParams p = base;
        boolean limits = spec.has("playouts") || spec.has("nodes") || spec.has("seconds");
        if (limits) {
            long playouts = spec.has("playouts") ? Long.parseLong(spec.get("playouts")) : 0;
            long nodes = spec.has("nodes") ? Long.parseLong(spec.get("nodes")) : 0;
            double seconds = spec.has("seconds") ? Double.parseDouble(spec.get("seconds")) : 0;
            if (playouts < 0 || nodes < 0) {
                throw new IllegalArgumentException("playouts and nodes must not be negative");
            }
            if (playouts == 0 && nodes == 0 && seconds == 0) {
                throw new IllegalArgumentException("a search needs a positive limit: playouts, nodes or seconds");
            }
            p = p.withLimits(playouts, nodes, seconds);
        }
        if (spec.has("exploration")) {
            p = p.withExploration(Double.parseDouble(spec.get("exploration")));
        }
        if (spec.has("rave")) {
            p = p.withRave(Double.parseDouble(spec.get("rave")));
        }
        if (spec.has("bias")) {
            p = p.withPriorWeight(Double.parseDouble(spec.get("bias")));
        }
        if (spec.has("fpu")) {
            String f = spec.get("fpu");
            p = p.withFirstPlayUrgency(f.equalsIgnoreCase("parent") ? Double.NaN : Double.parseDouble(f));
        }
        if (spec.has("temperature")) {
            p = p.withTemperature(Double.parseDouble(spec.get("temperature")));
        }
        if (spec.has("expand")) {
            p = p.withExpandVisits(Integer.parseInt(spec.get("expand")));
        }
        if (spec.has("cutoff") || spec.has("interval")) {
            p = p.withEvalCutoff(spec.has("cutoff") ? Double.parseDouble(spec.get("cutoff")) : p.evalCutoff(),
                    spec.has("interval") ? Integer.parseInt(spec.get("interval")) : p.evalInterval());
        }
        if (spec.has("early")) {
            p = p.withEarlyStop(spec.get("early").equals("on"));
        }
        if (spec.has("penalty")) {
            p = p.withPriorPenalty(spec.get("penalty").equals("on"));
        }
        if (spec.has("solve")) {
            p = p.withSolveEndgame(spec.get("solve").equals("on"));
        }
        if (spec.has("judge")) {
            p = p.withJudgeShare(Double.parseDouble(spec.get("judge")));
        }
        if (spec.has("komi")) {
            p = p.withDynamicKomi(Double.parseDouble(spec.get("komi")));
        }
        if (spec.has("reuse")) {
            p = p.withTreeReuse(spec.get("reuse").equals("on"));
        }
        if (spec.has("turns")) {
            p = p.withWholeTurns(spec.get("turns").equals("on"));
        }
        if (spec.has("halving")) {
            p = p.withRootHalving(Integer.parseInt(spec.get("halving")));
        }
        if (spec.has("amaf")) {
            p = p.withAmafWithinTurn(spec.get("amaf").equals("turn"));
        }
        if (spec.has("threads")) {
            int t = Integer.parseInt(spec.get("threads"));
            if (t < 1) {
                throw new IllegalArgumentException("threads must be at least 1");
            }
            // The spec's own limits are shared between its threads; a level's are per tree.
            p = limits ? p.withThreads(t) : p.withTrees(t);
        }
        return p;
    }
}
