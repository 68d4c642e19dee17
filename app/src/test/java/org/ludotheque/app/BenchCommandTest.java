package org.ludotheque.app;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class BenchCommandTest {

    private static String line(String out, String key) {
        return out.lines().filter(l -> l.startsWith(key + ": ")).findFirst().orElseThrow();
    }

    @Test
    void theSignatureIsTheSameForTheSameSeedAndOptions() {
        String[] args = {"bench", "twixt", "--option", "width=8", "--option", "height=8", "--playouts", "50", "--seed", "9", "--warmup-ms", "0"};
        Cli a = Cli.run(args);
        Cli b = Cli.run(args);
        assertThat(a.exitCode).isZero();
        assertThat(line(a.out, "signature")).isEqualTo(line(b.out, "signature"));
        assertThat(a.out).contains("playouts_per_second: ", "average_length: ", "game: twixt(ruleset=dujardin,width=8,height=8)");
        Cli other = Cli.run("bench", "twixt", "--option", "width=8", "--option", "height=8", "--playouts", "50", "--seed", "10", "--warmup-ms", "0");
        assertThat(line(other.out, "signature")).isNotEqualTo(line(a.out, "signature"));
    }

    @Test
    void fillSwitchesTheDrawCheckOff() {
        Cli cli = Cli.run("bench", "twixt", "--ruleset", "openspiel", "--fill", "--option", "width=8", "--option", "height=8",
                "--playouts", "20", "--warmup-ms", "0");
        assertThat(cli.out).contains("game: twixt(ruleset=openspiel,width=8,height=8,drawCheck=false)", "fill: true");
    }

    @Test
    void aPlayersSearchSpeedIsPrintedPerPositionAndInTotal() {
        Cli cli = Cli.run("bench", "twixt", "--option", "width=8", "--option", "height=8", "--player", "random", "--positions", "2");
        assertThat(cli.exitCode).isZero();
        assertThat(cli.out).contains("player: random\n", "positions: 3\n", "position_1: turn=0 ", "position_3: ",
                "search_playouts: 0\n", "search_playouts_per_second: 0\n");
    }

    @Test
    void aSearchPlayerThatIsNotBuiltYetFailsWithItsMessage() {
        Cli cli = Cli.run("bench", "twixt", "--option", "width=8", "--option", "height=8", "--player", "uct:playouts=50", "--positions", "1");
        if (cli.exitCode == 0) {
            // The MCTS core is in: uct searches and counts its playouts.
            assertThat(line(cli.out, "search_playouts")).isNotEqualTo("search_playouts: 0");
        } else {
            assertThat(cli.err).isEqualTo("error: uct players are not built yet\n");
        }
    }
}
