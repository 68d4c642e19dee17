package org.ludotheque.server;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Semaphore;
import org.ludotheque.ai.Analysis;
import org.ludotheque.ai.Player;
import org.ludotheque.ai.PlayerSpec;
import org.ludotheque.ai.Players;
import org.ludotheque.engine.State;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The computer's analysis of a game's position for the browser: the maximum level's search for a
 * few seconds, each candidate's win rate for the side to move and the best line. Open once a game
 * between people is over (no engine help during one), at any time in review, against the computer
 * and on one screen. A few at a time, so that analyses cannot crowd out the games. See
 * {@code docs/server-api.md}.
 */
final class AnalysisService {

    static final double DEFAULT_SECONDS = 1;
    static final double MIN_SECONDS = 0.1;
    static final double MAX_SECONDS = 10;

    private static final SecureRandom RANDOM = new SecureRandom();

    private final GameService games;
    private final Semaphore running;
    private final int slots;

    AnalysisService(GameService games, int slots) {
        this.games = games;
        this.slots = slots;
        this.running = new Semaphore(slots);
    }

    /** The seconds a request asks for: absent, the default; else a number from 0.1 to 10. */
    static double seconds(String text) {
        return seconds(text, DEFAULT_SECONDS, MIN_SECONDS, MAX_SECONDS);
    }

    /** A query's {@code seconds}: absent, {@code byDefault}; else a number from {@code min} to {@code max}. */
    static double seconds(String text, double byDefault, double min, double max) {
        if (text == null) {
            return byDefault;
        }
        double s;
        try {
            s = Double.parseDouble(text.trim());
        } catch (NumberFormatException e) {
            throw ApiException.badRequest("seconds '" + text + "' is not a number");
        }
        if (!(s >= min && s <= max)) {
            throw ApiException.badRequest("seconds " + text + " is out of range: " + decimal(min) + " to " + decimal(max));
        }
        return s;
    }

    /** A number of seconds as a person writes it: 1, 0.5. */
    static String decimal(double x) {
        return x == Math.rint(x) ? String.valueOf((long) x) : String.valueOf(x);
    }

    /**
     * Analyses the position after the first {@code ply} entries of the game's move list (null: the
     * game's current position). Where rolls were recorded right there, the position after them is
     * analysed: the roll the player then faced.
     */
    ObjectNode analyse(String id, Integer ply, double seconds) {
        GameService.Snapshot game = games.snapshot(id);
        if (!game.analysisOpen()) {
            throw ApiException.conflict("analysis opens when the game is over: the computer does not help during a game between people");
        }
        int asked = ply == null ? game.ply() : ply;
        State s = GameService.replay(game.game(), game.line(), asked);
        int analysed = asked;
        String roll = null;
        // A dice game's start rolls twice (who starts, then the first turn's roll).
        State beforeRolls = s.copy();
        List<Integer> rolls = new ArrayList<>();
        while (s.isChanceNode() && !s.isTerminal() && analysed < game.ply() && game.line().get(analysed).kind().equals("roll")) {
            for (int a : game.line().get(analysed++).actions()) {
                s.apply(a);
                rolls.add(a);
            }
        }
        if (!rolls.isEmpty()) {
            int[] r = rolls.stream().mapToInt(Integer::intValue).toArray();
            roll = game.game().definition().notation().rollsText(beforeRolls, r);
        }
        if (s.isTerminal()) {
            throw ApiException.conflict("the game is over at ply " + asked + ": " + s.outcome());
        }
        if (s.isChanceNode()) {
            throw ApiException.conflict("at ply " + asked + " the dice are still to be rolled");
        }
        // The whole time is searched: an analysis wants every candidate's estimate, not only the move.
        String spec = "mcts:level=max,seconds=" + decimal(seconds) + ",early=off";
        if (!running.tryAcquire()) {
            throw new ApiException(503, "the server is busy with " + slots + " other analyses; try again in a moment");
        }
        Analysis an;
        try {
            Player player = Players.create(PlayerSpec.parse(spec), game.game(), RANDOM.nextLong());
            an = player.analyse(s.copy());
        } finally {
            running.release();
        }
        return json(s, an, asked, analysed, roll, spec);
    }

    private static ObjectNode json(State s, Analysis an, int asked, int analysed, String roll, String spec) {
        ObjectNode out = Json.object();
        out.put("ply", asked);
        out.put("analysedPly", analysed);
        if (roll == null) {
            out.putNull("roll");
        } else {
            out.put("roll", roll);
        }
        ObjectNode toMove = out.putObject("toMove");
        toMove.put("colour", s.game().playerName(s.currentPlayer()));
        out.put("player", spec);
        out.put("exact", an.exact());
        ArrayNode candidates = out.putArray("candidates");
        for (Analysis.Candidate c : an.shown()) {
            ObjectNode o = candidates.addObject();
            o.put("action", c.action());
            o.put("text", s.actionToString(c.action()));
            o.put("visits", c.visits());
            putRate(o, "winRate", c.winRate());
            putRate(o, "value", c.value());
            if (Double.isNaN(c.margin())) {
                o.putNull("margin");
            } else {
                o.put("margin", Math.round(c.margin() * 100) / 100.0);
            }
        }
        // The line as the search found it, each action in the game's notation where it is played.
        ArrayNode pv = out.putArray("pv");
        List<String> line = an.lineText(s);
        for (int i = 0; i < line.size(); i++) {
            pv.addObject().put("action", an.principalVariation()[i]).put("text", line.get(i));
        }
        out.put("playouts", an.playouts());
        out.put("nodes", an.nodes());
        out.put("millis", an.millis());
        return out;
    }

    /** A rate from 0 to 1 to four places, or null when there is none. */
    static void putRate(ObjectNode o, String name, double rate) {
        if (Double.isNaN(rate)) {
            o.putNull(name);
        } else {
            o.put(name, Math.round(rate * 10_000) / 10_000.0);
        }
    }
}
