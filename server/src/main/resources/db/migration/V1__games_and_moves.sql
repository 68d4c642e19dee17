-- Event-sourced games. Only SQL that H2 and PostgreSQL both accept.
CREATE TABLE games (
    id           VARCHAR(32)   NOT NULL PRIMARY KEY,
    spec         VARCHAR(1000) NOT NULL,
    mode         VARCHAR(16)   NOT NULL,
    seat0_kind   VARCHAR(200)  NOT NULL,
    seat1_kind   VARCHAR(200)  NOT NULL,
    seat0_token  VARCHAR(64),
    seat1_token  VARCHAR(64),
    status       VARCHAR(16)   NOT NULL,
    result       VARCHAR(16),
    reason       VARCHAR(300),
    created_at   TIMESTAMP     NOT NULL,
    updated_at   TIMESTAMP     NOT NULL
);

CREATE INDEX games_by_status ON games (status, updated_at);

CREATE TABLE moves (
    game_id     VARCHAR(32)   NOT NULL REFERENCES games (id),
    seq         INTEGER       NOT NULL,
    kind        VARCHAR(16)   NOT NULL,
    ply         INTEGER       NOT NULL,
    seat        INTEGER,
    turn_text   VARCHAR(4000),
    actions     VARCHAR(4000),
    dice        BOOLEAN       NOT NULL,
    created_at  TIMESTAMP     NOT NULL,
    PRIMARY KEY (game_id, seq)
);
