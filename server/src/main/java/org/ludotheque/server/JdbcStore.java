package org.ludotheque.server;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.sql.Types;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.flywaydb.core.Flyway;

/** The {@link Store} on JDBC (H2 or PostgreSQL) with a HikariCP pool and Flyway migrations. */
public final class JdbcStore implements Store {

    private final HikariDataSource pool;

    public JdbcStore(String url, String user, String password) {
        HikariConfig c = new HikariConfig();
        c.setJdbcUrl(url);
        if (user != null) {
            c.setUsername(user);
        }
        if (password != null) {
            c.setPassword(password);
        }
        c.setMaximumPoolSize(8);
        c.setPoolName("ludotheque");
        pool = new HikariDataSource(c);
        Flyway.configure().dataSource(pool).locations("classpath:db/migration").load().migrate();
    }

    /** The embedded H2 file database in {@code dir}. */
    public static String h2Url(java.nio.file.Path dir) {
        return "jdbc:h2:file:" + dir.toAbsolutePath().resolve("ludotheque") + ";DB_CLOSE_ON_EXIT=FALSE";
    }

    private interface Work<T> {
        T run(Connection c) throws SQLException;
    }

    private <T> T tx(Work<T> work) {
        try (Connection c = pool.getConnection()) {
            c.setAutoCommit(false);
            try {
                T t = work.run(c);
                c.commit();
                return t;
            } catch (SQLException | RuntimeException e) {
                c.rollback();
                throw e;
            }
        } catch (SQLException e) {
            throw new StoreException(e.getMessage(), e);
        }
    }

    /** A database failure. */
    public static final class StoreException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        StoreException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    @Override
    public void createGame(GameRow g) {
        tx(c -> {
            try (PreparedStatement p = c.prepareStatement("INSERT INTO games (id, spec, mode, seat0_kind, seat1_kind,"
                    + " seat0_token, seat1_token, status, result, reason, created_at, updated_at)"
                    + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
                p.setString(1, g.id());
                p.setString(2, g.spec());
                p.setString(3, g.mode());
                p.setString(4, g.kinds()[0]);
                p.setString(5, g.kinds()[1]);
                p.setString(6, g.tokens()[0]);
                p.setString(7, g.tokens()[1]);
                p.setString(8, g.status());
                p.setString(9, g.result());
                p.setString(10, g.reason());
                p.setTimestamp(11, Timestamp.from(g.created()));
                p.setTimestamp(12, Timestamp.from(g.updated()));
                p.executeUpdate();
            }
            return null;
        });
    }

    private static GameRow row(ResultSet r) throws SQLException {
        return new GameRow(r.getString("id"), r.getString("spec"), r.getString("mode"),
                new String[] {r.getString("seat0_kind"), r.getString("seat1_kind")},
                new String[] {r.getString("seat0_token"), r.getString("seat1_token")},
                r.getString("status"), r.getString("result"), r.getString("reason"),
                r.getTimestamp("created_at").toInstant(), r.getTimestamp("updated_at").toInstant());
    }

    @Override
    public Optional<GameRow> game(String id) {
        return tx(c -> {
            try (PreparedStatement p = c.prepareStatement("SELECT * FROM games WHERE id = ?")) {
                p.setString(1, id);
                try (ResultSet r = p.executeQuery()) {
                    return r.next() ? Optional.of(row(r)) : Optional.<GameRow>empty();
                }
            }
        });
    }

    @Override
    public List<GameRow> games(String status, int limit) {
        return tx(c -> {
            try (PreparedStatement p = c.prepareStatement(
                    "SELECT * FROM games WHERE status = ? ORDER BY updated_at DESC, id")) {
                p.setString(1, status);
                p.setMaxRows(limit);
                List<GameRow> out = new ArrayList<>();
                try (ResultSet r = p.executeQuery()) {
                    while (r.next()) {
                        out.add(row(r));
                    }
                }
                return out;
            }
        });
    }

    @Override
    public List<Event> events(String gameId) {
        return tx(c -> {
            try (PreparedStatement p = c.prepareStatement(
                    "SELECT * FROM moves WHERE game_id = ? ORDER BY seq")) {
                p.setString(1, gameId);
                List<Event> out = new ArrayList<>();
                try (ResultSet r = p.executeQuery()) {
                    while (r.next()) {
                        int seat = r.getInt("seat");
                        Integer s = r.wasNull() ? null : seat;
                        String acts = r.getString("actions");
                        int[] actions = acts == null || acts.isEmpty() ? new int[0]
                                : Arrays.stream(acts.split(",")).mapToInt(Integer::parseInt).toArray();
                        out.add(new Event(r.getInt("seq"), r.getString("kind"), r.getInt("ply"), s,
                                r.getString("turn_text"), actions, r.getBoolean("dice"),
                                r.getTimestamp("created_at").toInstant()));
                    }
                }
                return out;
            }
        });
    }

    @Override
    public void append(String gameId, List<Event> events, GameRow updated) {
        tx(c -> {
            try (PreparedStatement p = c.prepareStatement("INSERT INTO moves (game_id, seq, kind, ply, seat,"
                    + " turn_text, actions, dice, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
                for (Event e : events) {
                    p.setString(1, gameId);
                    p.setInt(2, e.seq());
                    p.setString(3, e.kind());
                    p.setInt(4, e.ply());
                    if (e.seat() == null) {
                        p.setNull(5, Types.INTEGER);
                    } else {
                        p.setInt(5, e.seat());
                    }
                    p.setString(6, e.text());
                    p.setString(7, Arrays.stream(e.actions()).mapToObj(Integer::toString).collect(Collectors.joining(",")));
                    p.setBoolean(8, e.dice());
                    p.setTimestamp(9, Timestamp.from(e.time()));
                    p.addBatch();
                }
                p.executeBatch();
            }
            if (updated != null) {
                updateRow(c, updated);
            }
            return null;
        });
    }

    @Override
    public void update(GameRow updated) {
        tx(c -> {
            updateRow(c, updated);
            return null;
        });
    }

    private static void updateRow(Connection c, GameRow g) throws SQLException {
        try (PreparedStatement p = c.prepareStatement("UPDATE games SET seat0_token = ?, seat1_token = ?,"
                + " status = ?, result = ?, reason = ?, updated_at = ? WHERE id = ?")) {
            p.setString(1, g.tokens()[0]);
            p.setString(2, g.tokens()[1]);
            p.setString(3, g.status());
            p.setString(4, g.result());
            p.setString(5, g.reason());
            p.setTimestamp(6, Timestamp.from(g.updated()));
            p.setString(7, g.id());
            p.executeUpdate();
        }
    }

    @Override
    public void close() {
        pool.close();
    }
}
