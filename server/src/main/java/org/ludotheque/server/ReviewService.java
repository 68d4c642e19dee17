package org.ludotheque.server;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.ludotheque.ai.GameReview;
import org.ludotheque.ai.Player;
import org.ludotheque.ai.PlayerSpec;
import org.ludotheque.ai.Players;
import org.ludotheque.engine.Game;
import org.ludotheque.engine.State;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The computer's review of a whole game for the browser ({@link GameReview}: every decision with a
 * choice against the maximum level's best, and the win chance it gave away). Reviews run one at a
 * time on a thread of their own, a search of one thread each, so that they wait in a short queue
 * rather than crowd out the games; the client follows one by asking again. A review is the
 * computer's work, not the players': it is kept in memory only (the latest {@link #KEPT}) and may
 * be asked again. Open where analysis is ({@link LiveGame#analysisOpen}). See {@code docs/server-api.md}.
 */
final class ReviewService implements AutoCloseable {

    static final double DEFAULT_SECONDS = 0.5;
    static final double MIN_SECONDS = 0.1;
    static final double MAX_SECONDS = 5;
    /** How many reviews may wait for the one running. */
    static final int QUEUE = 8;
    /** How many reviews are kept, the least recently asked for dropped first. */
    static final int KEPT = 200;

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(ReviewService.class);

    private final GameService games;
    private final ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "review");
        t.setDaemon(true);
        t.setPriority(Thread.NORM_PRIORITY - 1);
        return t;
    });
    /** The latest review of each game, by game id, in the order they were last asked for. */
    private final Map<String, Job> jobs = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Job> eldest) {
            return size() > KEPT && eldest.getValue().finished();
        }
    };
    private long started;

    ReviewService(GameService games) {
        this.games = games;
    }

    /** The seconds a request asks for each decision: absent, the default; else 0.1 to 5. */
    static double seconds(String text) {
        return AnalysisService.seconds(text, DEFAULT_SECONDS, MIN_SECONDS, MAX_SECONDS);
    }

    /**
     * Starts a review of the game's move list as it stands, unless one of the same move list is
     * under way, or done with the same time: that one is answered.
     */
    ObjectNode start(String id, double seconds) {
        GameService.Snapshot game = games.snapshot(id);
        if (!game.analysisOpen()) {
            throw ApiException.conflict("a review opens when the game is over: the computer does not help during a game between people");
        }
        Job job;
        synchronized (jobs) {
            Job old = jobs.get(id);
            if (old != null && old.reviews(game) && (!old.finished() || old.seconds == seconds && old.status.equals("done"))) {
                return json(old, game);
            }
            if (old != null && !old.finished()) {
                throw ApiException.conflict("a review of an earlier move list of this game is under way; ask again when it is done");
            }
            long waiting = jobs.values().stream().filter(j -> j.status.equals("queued")).count();
            if (waiting >= QUEUE) {
                throw new ApiException(503, "the server has " + waiting + " reviews waiting; try again in a few minutes");
            }
            job = new Job(id, game, seconds, ++started);
            if (job.total == 0) {
                throw ApiException.conflict("there is no decision to review: nobody has had a choice yet");
            }
            jobs.put(id, job);
        }
        worker.execute(() -> run(job));
        return json(job, game);
    }

    /** The game's latest review as it stands, or {@code {"status":"none"}}. */
    ObjectNode get(String id) {
        GameService.Snapshot game = games.snapshot(id);
        Job job;
        synchronized (jobs) {
            job = jobs.get(id);
        }
        if (job == null) {
            ObjectNode none = Json.object();
            none.put("status", "none");
            return none;
        }
        return json(job, game);
    }

    private void run(Job job) {
        synchronized (jobs) {
            if (!job.status.equals("queued")) {
                return;
            }
            job.status = "running";
        }
        try {
            Player player = Players.create(PlayerSpec.parse(job.spec), job.game, RANDOM.nextLong());
            GameReview.review(job.game, job.history, player, job::add);
            job.status = Thread.currentThread().isInterrupted() ? "stopped" : "done";
        } catch (RuntimeException e) {
            LOG.error("the review of game {} failed", job.gameId, e);
            job.error = e.toString();
            job.status = "failed";
        }
    }

    private ObjectNode json(Job job, GameService.Snapshot game) {
        ObjectNode out = Json.object();
        List<GameReview.Decision> decisions;
        ArrayNode decided = Json.array();
        synchronized (job) {
            out.put("status", job.status);
            decisions = List.copyOf(job.decisions);
            job.json.forEach(decided::add);
        }
        out.put("ply", job.ply);
        out.put("current", job.reviews(game));
        out.put("seconds", job.seconds);
        out.put("player", job.spec);
        out.put("total", job.total);
        out.put("done", decisions.size());
        if (job.status.equals("queued")) {
            long ahead;
            synchronized (jobs) {
                ahead = jobs.values().stream().filter(j -> !j.finished() && j.order < job.order).count();
            }
            out.put("ahead", ahead);
        }
        if (job.error != null) {
            out.put("error", job.error);
        }
        out.set("decisions", decided);
        ObjectNode totals = out.putObject("totals");
        for (int side = 0; side < 2; side++) {
            GameReview.Totals t = GameReview.totals(decisions, side);
            ObjectNode o = totals.putObject(job.game.playerName(side));
            o.put("decisions", t.decisions());
            o.put("meanLost", Math.round(t.meanLost() * 1000) / 1000.0);
            o.put("inaccuracies", t.inaccuracies());
            o.put("mistakes", t.mistakes());
            o.put("blunders", t.blunders());
        }
        return out;
    }

    @Override
    public void close() {
        worker.shutdownNow();
        try {
            worker.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** One game's review: what it reviews, how far it has come. */
    private static final class Job {
        final String gameId;
        final Game game;
        final int ply;
        final int lastSeq;
        final double seconds;
        final String spec;
        final long order;
        final int[] history;
        /** For each action of the history, the entry of the move list that holds it. */
        final int[] rowOf;
        final int total;
        final List<GameReview.Decision> decisions = new ArrayList<>();
        final List<ObjectNode> json = new ArrayList<>();
        volatile String status = "queued";
        volatile String error;

        Job(String gameId, GameService.Snapshot game, double seconds, long order) {
            this.gameId = gameId;
            this.game = game.game();
            this.ply = game.ply();
            this.lastSeq = lastSeq(game);
            this.seconds = seconds;
            // One thread: the other core stays with the games.
            this.spec = "mcts:level=max,seconds=" + AnalysisService.decimal(seconds) + ",early=off,threads=1";
            this.order = order;
            this.history = game.actions();
            this.rowOf = GameService.entryOfEachAction(game.line(), history.length);
            this.total = GameReview.decisionCount(this.game, history);
        }

        private static int lastSeq(GameService.Snapshot game) {
            return game.line().isEmpty() ? -1 : game.line().get(game.line().size() - 1).seq();
        }

        /** Whether this is a review of the game's move list as it stands (not of one since taken back). */
        boolean reviews(GameService.Snapshot game) {
            return game.ply() == ply && lastSeq(game) == lastSeq;
        }

        boolean finished() {
            return !status.equals("queued") && !status.equals("running");
        }

        synchronized void add(GameReview.Decision d, State before) {
            decisions.add(d);
            ObjectNode o = Json.object();
            o.put("ply", rowOf[d.index()]);
            // Whether the position after the first `ply` entries is the one it was chosen in.
            o.put("startsEntry", d.index() == 0 || rowOf[d.index() - 1] != rowOf[d.index()]);
            o.put("turn", d.turn() + 1);
            o.put("colour", game.playerName(d.mover()));
            o.put("side", game.playerName(d.side()));
            o.putObject("played").put("action", d.played()).put("text", before.actionToString(d.played()));
            o.putObject("best").put("action", d.best()).put("text", before.actionToString(d.best()));
            AnalysisService.putRate(o, "win", d.playedWin());
            AnalysisService.putRate(o, "bestWin", d.bestWin());
            if (Double.isNaN(d.lost())) {
                o.putNull("lost");
            } else {
                o.put("lost", d.lost());
            }
            if (d.mark() == null) {
                o.putNull("mark");
            } else {
                o.put("mark", d.mark().symbol());
            }
            json.add(o);
        }
    }
}
