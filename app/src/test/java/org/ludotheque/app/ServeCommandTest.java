package org.ludotheque.app;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ServeCommandTest {

    @Test
    void helpNamesThePortTheDatabaseAndTheDataFolder() {
        Cli cli = Cli.run("help", "serve");
        assertThat(cli.exitCode).isZero();
        assertThat(cli.out).contains("Start the web server", "--port", "--database", "--data");
    }

    @Test
    void aBadPortIsRefused() {
        Cli cli = Cli.run("serve", "--port", "eighty");
        assertThat(cli.exitCode).isNotZero();
        assertThat(cli.err).contains("--port");
    }
}
