package org.ludotheque.app;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every command answers --help with its own usage, whole sentences first, and exits 0. */
class HelpTest {

    @ParameterizedTest
    @ValueSource(strings = {"games", "play", "replay", "analyse", "convert", "bench", "engine", "match", "train", "serve", "load"})
    void everyCommandExplainsItself(String command) {
        Cli cli = Cli.run(command, "--help");
        assertThat(cli.exitCode).isZero();
        String firstLine = cli.out.lines().findFirst().orElse("");
        assertThat(firstLine).as("summary of " + command).endsWith(".");
        assertThat(cli.out).contains("Usage: ludotheque " + command, "-h, --help");
    }

    @ParameterizedTest
    @ValueSource(strings = {"--help", "-h"})
    void theTopLevelListsEveryCommandWithAOneLineSummary(String flag) {
        Cli cli = Cli.run(flag);
        assertThat(cli.exitCode).isZero();
        assertThat(cli.out).contains("  load     Load benchmark of the web server", "  match    Play games between two players");
    }

    @ParameterizedTest
    @ValueSource(strings = {"match", "load"})
    void versionWorksOnEveryCommand(String command) {
        assertThat(Cli.run(command, "--version").out).startsWith("ludotheque ");
    }
}
