package org.ludotheque.app;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class GamesCommandTest {

    @Test
    void listsEveryGameWithRulesetsOptionsAndFormats() {
        Cli cli = Cli.run("games");
        assertThat(cli.exitCode).isZero();
        assertThat(cli.out).contains(
                "twixt — TwixT (players: red, black)",
                "    dujardin (default): French Dujardin edition",
                "    pp: ", "    standard: ", "    t1: ", "    openspiel: ",
                "    width = 24  [5..48]",
                "    swap = sides  [sides, mirror, rotate, none]",
                "    moves (.twixt, .txt): move list",
                "  levels of mcts",
                "    level 7 (maximum): 10000 playouts on each of 2 threads (at most 4 s), best move",
                "  computer levels: 1 to 7 (max)\n\nthoughtwave",
                "  computer levels: 1 to 7 (max)\n\nwykersham",
                "each game draws with a share of the noisy levels' T (the beginner's kept): twixt x0.25, thoughtwave x0.08, wykersham x0.5",
                "threads of the maximum, one tree on each: twixt 2, thoughtwave 1, wykersham 1");
    }

    @Test
    void anUnknownGameNamesTheKnownOnes() {
        Cli cli = Cli.run("replay", "chess", "x.pgn");
        assertThat(cli.exitCode).isEqualTo(2);
        assertThat(cli.err).startsWith("error: unknown game 'chess'; allowed: twixt");
    }
}
