package org.ludotheque.app;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;

import org.ludotheque.server.LudoServer;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "serve",
        header = "Start the web server: the site, its API and WebSockets, until stopped (Ctrl-C).")
final class ServeCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--port", paramLabel = "PORT", defaultValue = "8080", description = "port to listen on (default 8080)")
    int port;

    @Option(names = "--database", paramLabel = "URL",
            description = "JDBC URL of the database, e.g. jdbc:postgresql://host/ludotheque?user=u&password=p"
                    + " (default: an embedded H2 database in the data folder)")
    String database;

    @Option(names = "--data", paramLabel = "DIR", defaultValue = "data", description = "folder of the embedded database (default ./data)")
    Path data;

    @Override
    public Integer call() throws InterruptedException {
        LudoServer server = LudoServer.start(LudoServer.Config.defaults().withPort(port).withDatabase(database).withDataDir(data));
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            stopped.countDown();
        }, "ludotheque-stop"));
        spec.commandLine().getOut().println("Ludotheque at http://localhost:" + server.port() + "/ (database: "
                + (database != null ? database.replaceAll("password=[^&;]*", "password=…") : data.toAbsolutePath()) + ")");
        spec.commandLine().getOut().flush();
        stopped.await();
        return 0;
    }
}
