package org.ludotheque.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ServeCommandTest {

    @Test
    void helpNamesThePortTheDatabaseAndTheDataFolder() {
        Cli cli = Cli.run("help", "serve");
        assertThat(cli.exitCode).isZero();
        assertThat(cli.out).contains("Start the web server", "--port", "--database", "--data");
    }

    @Test
    void aDataFolderThatIsAFileIsRefusedInWords(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("data"), "not a folder");
        Cli cli = Cli.run("serve", "--port", "0", "--data", file.toString());
        assertThat(cli.exitCode).isEqualTo(2);
        assertThat(cli.err).isEqualTo("error: cannot create the data folder " + file + ": " + file + " is a file, not a directory\n");
        assertThat(Files.readString(file)).isEqualTo("not a folder");
    }

    @Test
    void aBadPortIsRefused() {
        Cli cli = Cli.run("serve", "--port", "eighty");
        assertThat(cli.exitCode).isNotZero();
        assertThat(cli.err).contains("--port");
    }
}
