package org.ludotheque.server;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import tools.jackson.databind.JsonNode;

/** A real HTTP and WebSocket client for the tests, over {@code java.net.http}. */
final class Client {

    final String base;
    final HttpClient http;

    Client(int port) {
        this(port, false);
    }

    /** With {@code cookies}, the client keeps cookies like a browser. */
    Client(int port, boolean cookies) {
        this.base = "http://localhost:" + port;
        HttpClient.Builder b = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5));
        if (cookies) {
            b.cookieHandler(new java.net.CookieManager());
        }
        this.http = b.build();
    }

    record Reply(int status, String body) {
        JsonNode json() {
            return Json.MAPPER.readTree(body);
        }
    }

    Reply get(String path) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).GET(), null);
    }

    Reply get(String path, String token) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).GET(), token);
    }

    Reply post(String path, String body, String token) {
        return send(HttpRequest.newBuilder(URI.create(base + path))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)), token);
    }

    private Reply send(HttpRequest.Builder b, String token) {
        if (token != null) {
            b.header(LudoServer.TOKEN_HEADER, token);
        }
        try {
            HttpResponse<String> r = http.send(b.timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString());
            return new Reply(r.statusCode(), r.body());
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    /** A WebSocket that queues every text message it receives. */
    static final class Socket implements WebSocket.Listener {
        final BlockingQueue<String> messages = new LinkedBlockingQueue<>();
        private final StringBuilder partial = new StringBuilder();
        WebSocket ws;

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                messages.add(partial.toString());
                partial.setLength(0);
            }
            webSocket.request(1);
            return null;
        }

        JsonNode next(int seconds) throws InterruptedException {
            String m = messages.poll(seconds, TimeUnit.SECONDS);
            if (m == null) {
                throw new AssertionError("no WebSocket message within " + seconds + " s");
            }
            return Json.MAPPER.readTree(m);
        }

        void close() {
            ws.sendClose(WebSocket.NORMAL_CLOSURE, "bye").join();
        }
    }

    Socket watch(String gameId) {
        return watch(gameId, null);
    }

    /** A socket on the game; with {@code token}, the socket of the player holding it. */
    Socket watch(String gameId, String token) {
        Socket s = new Socket();
        s.ws = http.newWebSocketBuilder()
                .buildAsync(URI.create(base.replace("http:", "ws:") + "/api/games/" + gameId + "/ws"
                        + (token == null ? "" : "?token=" + token)), s).join();
        return s;
    }

    void sendText(Socket s, String text) {
        s.ws.sendText(text, true).join();
    }
}
