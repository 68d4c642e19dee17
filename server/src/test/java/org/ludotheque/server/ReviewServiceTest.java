package org.ludotheque.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ludotheque.ai.GameReview;
import tools.jackson.databind.JsonNode;

/** The computer's review of whole games, over real sockets: how it runs, what it says, what it refuses. */
class ReviewServiceTest extends ServerTestBase {

    Client.Reply start(String id, String query) {
        return client.post("/api/games/" + id + "/review" + query, "{}", null);
    }

    JsonNode review(String id) {
        Client.Reply r = client.get("/api/games/" + id + "/review");
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        return r.json();
    }

    /** Asks until the review has finished (a minute at most), as the page does. */
    JsonNode finished(String id) throws InterruptedException {
        for (int i = 0; i < 600; i++) {
            JsonNode r = review(id);
            String status = r.get("status").asString();
            if (!status.equals("queued") && !status.equals("running")) {
                return r;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("the review did not finish: " + review(id));
    }

    /** Each decision's figures and mark agree, and the totals are each side's decisions summed. */
    static void assertAgrees(JsonNode r) {
        Map<String, int[]> marks = new HashMap<>();
        Map<String, Integer> counted = new HashMap<>();
        for (JsonNode d : r.get("decisions")) {
            double best = d.get("bestWin").asDouble();
            assertThat(best).isBetween(0.0, 1.0);
            if (d.get("lost").isNull()) {
                assertThat(d.get("win").isNull()).isTrue();
                continue;
            }
            double lost = d.get("lost").asDouble();
            assertThat(lost).isCloseTo(Math.max(0, best - d.get("win").asDouble()), org.assertj.core.api.Assertions.within(0.0051));
            GameReview.Mark mark = GameReview.Mark.of(lost);
            assertThat(d.get("mark").isNull() ? null : d.get("mark").asString()).isEqualTo(mark == null ? null : mark.symbol());
            String side = d.get("side").asString();
            counted.merge(side, 1, Integer::sum);
            if (mark != null) {
                marks.computeIfAbsent(side, k -> new int[3])[mark.ordinal()]++;
            }
            if (d.get("played").get("action").asInt() == d.get("best").get("action").asInt()) {
                assertThat(lost).as("the best played").isZero();
            }
        }
        r.get("totals").properties().forEach(e -> {
            int[] m = marks.getOrDefault(e.getKey(), new int[3]);
            assertThat(e.getValue().get("decisions").asInt()).isEqualTo(counted.getOrDefault(e.getKey(), 0));
            assertThat(e.getValue().get("inaccuracies").asInt()).isEqualTo(m[0]);
            assertThat(e.getValue().get("mistakes").asInt()).isEqualTo(m[1]);
            assertThat(e.getValue().get("blunders").asInt()).isEqualTo(m[2]);
        });
    }

    @Test
    void aFinishedGameIsReviewedDecisionByDecisionAndAskedAgainItIsTheSameReview() throws Exception {
        LocalGame local = local("\"game\":\"twixt\",\"options\":{\"width\":\"5\",\"height\":\"5\"}");
        String id = local.id();
        JsonNode g = playToTheEnd(local);
        assertThat(review(id).get("status").asString()).isEqualTo("none");

        Client.Reply started = start(id, "?seconds=0.1");
        assertThat(started.status()).as(started.body()).isEqualTo(202);
        assertThat(started.json().get("status").asString()).isIn("queued", "running");
        assertThat(started.json().get("player").asString()).isEqualTo("mcts:level=max,seconds=0.1,early=off,threads=1");
        JsonNode r = finished(id);
        assertThat(r.get("status").asString()).isEqualTo("done");
        assertThat(r.get("current").asBoolean()).isTrue();
        assertThat(r.get("ply").asInt()).isEqualTo(g.get("ply").asInt());
        JsonNode moves = g.get("moves");
        JsonNode decisions = r.get("decisions");
        // Each turn here was one decision, a peg (no link was lifted first): one decision an entry.
        assertThat(r.get("total").asInt()).isEqualTo(moves.size()).isEqualTo(decisions.size());
        assertThat(r.get("done").asInt()).isEqualTo(decisions.size());
        for (int i = 0; i < decisions.size(); i++) {
            JsonNode d = decisions.get(i);
            assertThat(d.get("ply").asInt()).isEqualTo(i);
            assertThat(d.get("played").get("text").asString()).isEqualTo(moves.get(i).get("text").asString());
            assertThat(d.get("colour").asString()).isEqualTo(i % 2 == 0 ? "red" : "black");
            assertThat(d.get("startsEntry").asBoolean()).isTrue();
        }
        assertAgrees(r);

        // Asked again with the same time: the same review, not a new search.
        Client.Reply again = start(id, "?seconds=0.1");
        assertThat(again.status()).isEqualTo(200);
        assertThat(again.json().get("decisions")).isEqualTo(decisions);
        // The game itself is untouched.
        assertThat(game(id).get("moves")).isEqualTo(moves);
    }

    @Test
    void aWykershamTurnIsReviewedMarbleBySlideBySettlement() throws Exception {
        LocalGame local = local("\"game\":\"wykersham\"");
        String id = local.id();
        for (int i = 0; i < 3; i++) {
            Client.Reply r = playFirstLegal(id, local.both());
            assertThat(r.status()).as(r.body()).isEqualTo(200);
        }
        JsonNode g = game(id);
        assertThat(start(id, "?seconds=0.1").status()).isEqualTo(202);
        JsonNode r = finished(id);
        assertThat(r.get("status").asString()).isEqualTo("done");
        JsonNode decisions = r.get("decisions");
        assertThat(decisions.size()).as("two marbles a turn, and their slides where one was possible")
                .isGreaterThanOrEqualTo(6).isEqualTo(r.get("total").asInt());
        for (JsonNode d : decisions) {
            JsonNode entry = g.get("moves").get(d.get("ply").asInt());
            assertThat(entry.get("kind").asString()).as("a decision is in a player's turn, not a roll").isEqualTo("move");
            assertThat(d.get("played").get("text").asString()).matches("[1-6#]@[0-4]|[<>=]|keep|\\d+");
        }
        assertThat(decisions.get(0).get("turn").asInt()).isEqualTo(1);
        // The first decision of each turn is made in the position the move list shows before it.
        int lastPly = -1;
        for (JsonNode d : decisions) {
            assertThat(d.get("startsEntry").asBoolean()).isEqualTo(d.get("ply").asInt() != lastPly);
            lastPly = d.get("ply").asInt();
        }
        assertAgrees(r);
    }

    @Test
    void aTakebackLeavesTheReviewOfTheOldMoveListAndANewOneReviewsTheNew() throws Exception {
        LocalGame local = local(SMALL_TWIXT);
        String id = local.id();
        for (String m : new String[] {"C3", "F6", "D5"}) {
            assertThat(move(id, game(id).get("ply").asInt(), m, local.both()).status()).isEqualTo(200);
        }
        start(id, "?seconds=0.1");
        assertThat(finished(id).get("done").asInt()).isEqualTo(3);
        assertThat(client.post("/api/games/" + id + "/takeback", "{}", local.both()).status()).isEqualTo(200);
        JsonNode old = review(id);
        assertThat(old.get("current").asBoolean()).as("a review of a move list since taken back").isFalse();
        assertThat(old.get("ply").asInt()).isEqualTo(3);

        start(id, "?seconds=0.1");
        JsonNode now = finished(id);
        assertThat(now.get("current").asBoolean()).isTrue();
        assertThat(now.get("ply").asInt()).isEqualTo(2);
        assertThat(now.get("decisions").size()).isEqualTo(2);
    }

    @Test
    void aReviewRunningWhenTheServerStopsIsDroppedAndTheGameKept() throws Exception {
        JsonNode g = smallTwixtAfter("C3", "F6", "D5", "E7");
        String id = g.get("id").asString();
        assertThat(start(id, "?seconds=2").status()).isEqualTo(202);
        for (int i = 0; i < 100 && review(id).get("status").asString().equals("queued"); i++) {
            Thread.sleep(50);
        }
        assertThat(review(id).get("status").asString()).isEqualTo("running");
        restart();
        // Reviews live in memory: the computer's work goes, the players' game stays.
        assertThat(review(id).get("status").asString()).isEqualTo("none");
        assertThat(game(id).get("moves")).isEqualTo(g.get("moves"));
        start(id, "?seconds=0.1");
        assertThat(finished(id).get("done").asInt()).isEqualTo(4);
    }

    @Test
    void refusalsNameTheProblemAndStartNothing() {
        InvitedGame invited = invitedAndJoined(SMALL_TWIXT);
        assertThat(move(invited.id(), 0, "C3", invited.red()).status()).isEqualTo(200);
        expectError(start(invited.id(), ""), 409, "a review opens when the game is over");
        assertThat(review(invited.id()).get("status").asString()).isEqualTo("none");

        LocalGame fresh = local("\"game\":\"wykersham\"");
        expectError(start(fresh.id(), ""), 409, "there is no decision to review");

        String id = smallTwixtAfter("C3").get("id").asString();
        expectError(start(id, "?seconds=abc"), 400, "seconds 'abc' is not a number");
        expectError(start(id, "?seconds=0.05"), 400, "seconds 0.05 is out of range: 0.1 to 5");
        expectError(start(id, "?seconds=6"), 400, "out of range");
        expectError(client.post("/api/games/" + id + "/review", "[1]", null), 400, "the body must be a JSON object");
        assertThat(review(id).get("status").asString()).isEqualTo("none");
        expectError(start("nosuchgame", ""), 404, "");
        assertThat(client.get("/api/games/nosuchgame/review").status()).isEqualTo(404);
    }
}
