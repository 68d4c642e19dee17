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
}
