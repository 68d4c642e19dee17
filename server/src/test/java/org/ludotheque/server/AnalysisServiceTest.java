package org.ludotheque.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.ludotheque.ai.Analysis;
import tools.jackson.databind.JsonNode;

/** The computer's analysis of a game's positions, over real sockets: what it answers, when, and what it refuses. */
class AnalysisServiceTest extends ServerTestBase {

    Client.Reply analysis(String id, String query) {
        return client.get("/api/games/" + id + "/analysis" + query);
    }

    JsonNode analysed(String id, String query) {
        Client.Reply r = analysis(id, query);
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        return r.json();
    }

    static Set<String> legalTexts(JsonNode view) {
        Set<String> texts = new HashSet<>();
        view.get("legal").forEach(l -> texts.add(l.get("text").asString()));
        return texts;
    }

    /** Every candidate is a legal move with a win rate and a value; the best line starts with the best candidate. */
    static void assertSound(JsonNode a, Set<String> legal) {
        JsonNode cs = a.get("candidates");
        assertThat(cs.size()).isBetween(1, Analysis.SHOWN);
        long visits = 0;
        for (JsonNode c : cs) {
            assertThat(legal).contains(c.get("text").asString());
            assertThat(c.get("winRate").asDouble()).isBetween(0.0, 1.0);
            assertThat(c.get("value").asDouble()).isBetween(0.0, 1.0);
            visits += c.get("visits").asLong();
        }
        assertThat(visits).isPositive();
        assertThat(cs.get(0).get("visits").asLong()).isEqualTo(maxVisits(cs));
        assertThat(a.get("pv").get(0).get("text").asString()).isEqualTo(cs.get(0).get("text").asString());
        assertThat(a.get("playouts").asLong()).isPositive();
        assertThat(a.get("exact").asBoolean()).isFalse();
    }

    static long maxVisits(JsonNode cs) {
        long m = 0;
        for (JsonNode c : cs) {
            m = Math.max(m, c.get("visits").asLong());
        }
        return m;
    }

    @Test
    void aPositionOfALocalGameIsAnalysedAndNothingIsStored() {
        JsonNode before = smallTwixtAfter("C3", "F6");
        String id = before.get("id").asString();

        JsonNode now = analysed(id, "?seconds=0.3");
        assertThat(now.get("ply").asInt()).isEqualTo(2);
        assertThat(now.get("analysedPly").asInt()).isEqualTo(2);
        assertThat(now.get("roll").isNull()).isTrue();
        assertThat(now.get("toMove").get("colour").asString()).isEqualTo(before.get("toMove").get("colour").asString());
        assertThat(now.get("player").asString()).isEqualTo("mcts:level=max,seconds=0.3,early=off");
        assertThat(now.get("millis").asLong()).as("the whole time is searched").isGreaterThanOrEqualTo(250);
        assertSound(now, legalTexts(before));
        assertThat(now.get("candidates").toString()).doesNotContain("\"C3\"", "\"F6\"");
        for (JsonNode c : now.get("candidates")) {
            assertThat(c.get("value")).as("TwixT values its results alone").isEqualTo(c.get("winRate"));
            assertThat(c.get("margin").isNull()).as("TwixT has no points").isTrue();
        }

        // An earlier position of the replay: the other side to move, on a board without F6.
        JsonNode earlier = analysed(id, "?ply=1&seconds=0.3");
        assertThat(earlier.get("ply").asInt()).isEqualTo(1);
        assertThat(earlier.get("toMove").get("colour").asString()).isNotEqualTo(now.get("toMove").get("colour").asString());

        JsonNode after = game(id);
        assertThat(after.get("ply").asInt()).isEqualTo(2);
        assertThat(after.get("updated").asString()).isEqualTo(before.get("updated").asString());
        assertThat(after.get("moves").toString()).isEqualTo(before.get("moves").toString());
    }

    @Test
    void aGameBetweenPeopleIsAnalysedOnlyOnceItIsOver() {
        InvitedGame invited = invitedAndJoined(SMALL_TWIXT);
        String id = invited.id();
        assertThat(move(id, 0, "C3", invited.red()).status()).isEqualTo(200);
        expectError(analysis(id, "?seconds=0.2"), 409, "analysis opens when the game is over");
        expectError(analysis(id, "?ply=0&seconds=0.2"), 409, "analysis opens when the game is over");

        assertThat(client.post("/api/games/" + id + "/resign", "{}", invited.black()).status()).isEqualTo(200);
        JsonNode a = analysed(id, "?ply=1&seconds=0.2");
        assertThat(a.get("toMove").get("colour").asString()).isEqualTo("black");
        assertThat(a.get("candidates").size()).isPositive();
    }

    @Test
    void aFinishedBoardHasNothingToAnalyse() {
        LocalGame local = local("\"game\":\"twixt\",\"options\":{\"width\":\"5\",\"height\":\"5\"}");
        String id = local.id();
        JsonNode g = playToTheEnd(local);
        int ply = g.get("ply").asInt();
        expectError(analysis(id, "?seconds=0.2"), 409, "the game is over at ply " + ply);
        assertThat(analysed(id, "?ply=" + (ply - 1) + "&seconds=0.2").get("candidates").size()).isPositive();
    }

    @Test
    void aWykershamPositionIsAnalysedAfterTheRollsRecordedThere() {
        LocalGame local = local("\"game\":\"wykersham\"");
        String id = local.id();
        JsonNode g = local.created().get("game");
        int ply = g.get("ply").asInt();
        JsonNode moves = g.get("moves");

        // The start of the game: before the starting roll and the first turn's roll.
        JsonNode start = analysed(id, "?ply=0&seconds=0.3");
        assertThat(start.get("analysedPly").asInt()).isEqualTo(ply);
        assertThat(start.get("roll").asString())
                .isEqualTo("start " + moves.get(0).get("text").asString() + ", " + moves.get(1).get("text").asString());
        assertThat(g.get("turns").get(0).get("text").asString()).startsWith(start.get("roll").asString() + ":");
        assertSound(start, legalTexts(g));
        for (JsonNode c : start.get("candidates")) {
            assertThat(c.get("text").asString()).matches("[1-6#]@[0-4]");
            assertThat(c.get("value")).as("Wykersham's value counts the margin too").isNotEqualTo(c.get("winRate"));
            assertThat(c.get("margin").asDouble()).as("marbles ahead at the end").isBetween(-30.0, 30.0);
        }

        JsonNode live = analysed(id, "?seconds=0.3");
        assertThat(live.get("analysedPly").asInt()).isEqualTo(ply);
        assertThat(live.get("roll").isNull()).isTrue();
        assertThat(live.get("toMove").get("colour").asString()).isEqualTo(g.get("toMove").get("colour").asString());

        // After a turn: the next turn's roll, recorded by the server, is the one analysed.
        JsonNode after = playFirstLegal(id, local.both()).json();
        assertThat(after.get("moves").get(ply + 1).get("kind").asString()).isEqualTo("roll");
        JsonNode next = analysed(id, "?ply=" + (ply + 1) + "&seconds=0.3");
        assertThat(next.get("analysedPly").asInt()).isEqualTo(ply + 2);
        assertThat(next.get("roll").asString()).isEqualTo(after.get("moves").get(ply + 1).get("text").asString());
        assertThat(next.get("toMove").get("colour").asString()).isEqualTo(after.get("toMove").get("colour").asString());
        assertSound(next, legalTexts(after));
    }

    @Test
    void wykershamsLastTurnsAreSolvedExactly() {
        JsonNode end = playToTheEnd(local("\"game\":\"wykersham\""));
        String id = end.get("id").asString();
        JsonNode turns = end.get("turns");
        JsonNode last = turns.get(turns.size() - 1);
        // The last turn, from its roll: every way to play it is reckoned to the end, without a search.
        JsonNode a = analysed(id, "?ply=" + last.get("firstPly").asInt() + "&seconds=2");
        assertThat(a.get("exact").asBoolean()).isTrue();
        assertThat(a.get("analysedPly").asInt()).isEqualTo(last.get("firstPly").asInt() + 1);
        assertThat(last.get("text").asString()).startsWith(a.get("roll").asString() + ":");
        assertThat(a.get("playouts").asLong()).isZero();
        for (JsonNode c : a.get("candidates")) {
            assertThat(c.get("visits").asLong()).isZero();
            // Nothing is left to chance in the last turn: each move wins, draws or loses.
            assertThat(c.get("winRate").asDouble()).isIn(0.0, 0.5, 1.0);
            assertThat(c.get("value").asDouble()).isBetween(0.0, 1.0);
            // and each ends the game by a whole number of marbles
            double margin = c.get("margin").asDouble();
            assertThat(margin).isEqualTo(Math.rint(margin));
            assertThat(c.get("winRate").asDouble()).isEqualTo(margin > 0 ? 1.0 : margin < 0 ? 0.0 : 0.5);
            assertThat(c.get("text").asString()).matches("[1-6#]@[0-4]");
        }
        assertThat(a.get("pv")).hasSize(1);
    }

    @Test
    void badRequestsAreRefusedWithAMessage() {
        JsonNode created = create("{" + SMALL_TWIXT + ",\"opponent\":\"local\"}");
        String id = created.get("id").asString();
        expectError(analysis(id, "?seconds=abc"), 400, "seconds 'abc' is not a number");
        expectError(analysis(id, "?seconds=0"), 400, "out of range: 0.1 to 10");
        expectError(analysis(id, "?seconds=11"), 400, "seconds 11 is out of range: 0.1 to 10");
        expectError(analysis(id, "?seconds=NaN"), 400, "out of range");
        expectError(analysis(id, "?ply=5"), 400, "ply 5 is outside the game: 0 to 0");
        expectError(analysis(id, "?ply=-1"), 400, "outside the game");
        expectError(analysis(id, "?ply=one"), 400, "ply 'one' is not a whole number");
        expectError(analysis(id, "?ply=1.5"), 400, "ply '1.5' is not a whole number");
        expectError(analysis(id, "?ply=99999999999"), 400, "ply 99999999999 is outside the game");
        expectError(analysis("nosuchgame", ""), 404, "");
    }

    @Test
    void anAnalysisBeyondTheServersSlotsIsRefusedWhileTheyAreBusy() throws Exception {
        // This server has one computer thread, so one analysis at a time.
        JsonNode created = create("{" + SMALL_TWIXT + ",\"opponent\":\"local\"}");
        String id = created.get("id").asString();
        CompletableFuture<Client.Reply> first = CompletableFuture.supplyAsync(() -> analysis(id, "?seconds=4"));
        Thread.sleep(1500);
        assertThat(first).isNotDone();
        expectError(analysis(id, "?seconds=0.2"), 503, "busy");
        assertThat(first.get().status()).isEqualTo(200);
        assertThat(analysis(id, "?seconds=0.2").status()).isEqualTo(200);
    }
}
