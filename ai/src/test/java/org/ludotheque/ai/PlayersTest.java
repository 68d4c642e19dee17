package org.ludotheque.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.ludotheque.ai.search.Mcts;
import org.ludotheque.ai.search.SearchParams;
import org.ludotheque.engine.Game;
import org.ludotheque.engine.Games;
import org.ludotheque.engine.State;

class PlayersTest {

    private final Game game = Games.load("twixt(ruleset=t1,width=8,height=8)");

    private SearchParams params(String spec) {
        return ((Mcts) Players.create(PlayerSpec.parse(spec), game, 5)).params();
    }

    @Test
    void uctIsPlainUct() {
        SearchParams p = params("uct:playouts=100");
        assertThat(p.knowledge()).isFalse();
        assertThat(p.raveEquivalence()).isZero();
        assertThat(p.priorWeight()).isZero();
        assertThat(p.playouts()).isEqualTo(100);
        assertThat(p.seed()).isEqualTo(5);
    }

    @Test
    void mctsIsTheMaximumLevelUnlessTold() {
        assertThat(params("mcts")).isEqualTo(Knowledge.tune(game, Levels.params(game.parameters(), Levels.MAX)).withSeed(5));
        assertThat(params("mcts:level=3")).isEqualTo(Knowledge.tune(game, Levels.params(game.parameters(), 3)).withSeed(5));
        assertThat(params("mcts:level=3").temperature()).isEqualTo(Levels.params(game.parameters(), 3).temperature());
    }

    @Test
    void specSettingsOverrideTheLevel() {
        SearchParams p = params("mcts:level=max,seconds=1,seed=9,threads=1");
        assertThat(p.seconds()).isEqualTo(1.0);
        assertThat(p.playouts()).isZero();
        assertThat(p.seed()).isEqualTo(9);
        assertThat(p.threads()).isEqualTo(1);
        SearchParams q = params("mcts:level=2,playouts=50");
        assertThat(q.playouts()).isEqualTo(50);
        assertThat(q.seconds()).isZero();
        assertThat(q.temperature()).isEqualTo(Levels.params(game.parameters(), 2).temperature());
        assertThat(params("mcts:level=2,temperature=0.6").temperature()).isEqualTo(0.6);
    }

    @Test
    void threadsWithoutLimitsKeepTheLevelsTreesWithLimitsShareThem() {
        SearchParams max = params("mcts:level=max");
        assertThat(max.threads()).isEqualTo(2);
        assertThat(max.playouts()).isEqualTo(20_000);
        SearchParams one = params("mcts:level=max,threads=1");
        assertThat(one.threads()).isEqualTo(1);
        assertThat(one.playouts()).isEqualTo(10_000);
        assertThat(one.seconds()).isEqualTo(max.seconds());
        SearchParams shared = params("mcts:level=max,playouts=5000,threads=2");
        assertThat(shared.threads()).isEqualTo(2);
        assertThat(shared.playouts()).isEqualTo(5_000);
        SearchParams fourOfLevelSix = params("mcts:level=6,threads=4");
        assertThat(fourOfLevelSix.playouts()).isEqualTo(4 * Levels.params(game.parameters(), 6).playouts());
    }

    @Test
    void thoughtwaveAndWykershamKeepOneTreeAtTheMaximum() {
        for (String id : new String[] {"thoughtwave", "wykersham"}) {
            SearchParams max = ((Mcts) Players.create(PlayerSpec.parse("mcts:level=max"), Games.load(id), 1)).params();
            assertThat(max.threads()).as(id).isEqualTo(1);
            assertThat(max.playouts()).as(id).isEqualTo(Levels.params(id, Levels.MAX).playouts());
        }
    }

    @Test
    void aSecondThoughtwaveTreeWouldRepeatTheFirst() {
        Game tw = Games.load("thoughtwave");
        SearchParams two = ((Mcts) Players.create(PlayerSpec.parse("mcts:level=max,threads=2"), tw, 1)).params();
        assertThat(two.threads()).isEqualTo(2);
        assertThat(two.playouts()).isEqualTo(40_000);
        // Two trees of 300 playouts each are the one tree of 300, twice over.
        State start = tw.newInitialState();
        Analysis oneTree = Players.create(PlayerSpec.parse("mcts:level=max,playouts=300,threads=1"), tw, 1).analyse(start.copy());
        Analysis twoTrees = Players.create(PlayerSpec.parse("mcts:level=max,playouts=600,threads=2"), tw, 1).analyse(start.copy());
        assertThat(twoTrees.nodes()).isEqualTo(2 * oneTree.nodes());
        assertThat(twoTrees.candidates().get(0).visits()).isEqualTo(2 * oneTree.candidates().get(0).visits());
    }

    @Test
    void searchKnobsCanBeSetForTuning() {
        SearchParams p = params("mcts:level=5,exploration=0.5,rave=0,bias=2,fpu=parent,cutoff=0,interval=3,expand=4");
        assertThat(p.exploration()).isEqualTo(0.5);
        assertThat(p.raveEquivalence()).isZero();
        assertThat(p.priorWeight()).isEqualTo(2.0);
        assertThat(p.firstPlayUrgency()).isNaN();
        assertThat(p.evalCutoff()).isZero();
        assertThat(p.evalInterval()).isEqualTo(3);
        assertThat(p.expandVisits()).isEqualTo(4);
        assertThat(p.playouts()).isEqualTo(Levels.params(game.parameters(), 5).playouts());
        assertThat(params("mcts:fpu=0.7").firstPlayUrgency()).isEqualTo(0.7);
        assertThat(params("mcts:level=1,temperature=0").temperature()).isZero();
        assertThatThrownBy(() -> params("mcts:temperature=hot")).hasMessageContaining("temperature 'hot' is not a number");
        assertThatThrownBy(() -> params("mcts:bias=-1")).hasMessageContaining("bias '-1' is not a number of at least 0");
        assertThatThrownBy(() -> params("mcts:expand=0")).hasMessageContaining("expand '0' is not a whole number");
        assertThat(params("mcts").earlyStop()).isTrue();
        assertThat(params("mcts:early=off").earlyStop()).isFalse();
        assertThat(params("uct").earlyStop()).as("the baseline spends its whole budget").isFalse();
        assertThat(params("uct:early=on").earlyStop()).isTrue();
        assertThatThrownBy(() -> params("mcts:early=yes")).hasMessageContaining("early 'yes' is not on or off");
        for (String knob : new String[] {"rave", "bias", "fpu", "cutoff", "temperature", "exploration", "komi"}) {
            assertThatThrownBy(() -> params("mcts:" + knob + "=NaN")).as(knob)
                    .hasMessage(knob + " 'NaN' is not a number of at least 0");
        }
        assertThatThrownBy(() -> params("mcts:level=max,playouts=100,level=1"))
                .hasMessage("player setting 'level' is given twice");
        for (String seconds : new String[] {"0", "-1", "NaN", "Infinity", "soon"}) {
            assertThatThrownBy(() -> params("mcts:seconds=" + seconds)).as(seconds)
                    .hasMessage("seconds '" + seconds + "' is not a positive number");
        }
        assertThat(params("mcts:amaf=turn").amafWithinTurn()).isTrue();
        assertThat(params("mcts:amaf=playout").amafWithinTurn()).isFalse();
        assertThatThrownBy(() -> params("mcts:amaf=roll")).hasMessageContaining("amaf 'roll' is not turn or playout");
        assertThat(params("mcts").priorPenalty()).isTrue();
        assertThat(params("mcts:penalty=off").priorPenalty()).isFalse();
        assertThatThrownBy(() -> params("mcts:penalty=no")).hasMessageContaining("penalty 'no' is not on or off");
        assertThat(params("mcts").judgeShare()).isZero();
        assertThat(params("mcts:judge=0.25").judgeShare()).isEqualTo(0.25);
        assertThatThrownBy(() -> params("mcts:judge=1.5")).hasMessageContaining("judge '1.5' is not a number from 0 to 1");
        assertThat(params("mcts").solveEndgame()).isFalse();
        assertThat(params("mcts:solve=on").solveEndgame()).isTrue();
        assertThat(params("mcts:level=max,solve=off").solveEndgame()).isFalse();
        assertThatThrownBy(() -> params("mcts:solve=yes")).hasMessageContaining("solve 'yes' is not on or off");
        assertThat(params("mcts").dynamicKomi()).isZero();
        assertThat(params("mcts:komi=4.5").dynamicKomi()).isEqualTo(4.5);
        assertThat(params("mcts:level=max,komi=0").dynamicKomi()).isZero();
        assertThatThrownBy(() -> params("mcts:komi=-1")).hasMessageContaining("komi '-1' is not a number of at least 0");
        assertThat(params("uct").treeReuse()).isTrue();
        assertThat(params("uct:reuse=off").treeReuse()).isFalse();
        assertThat(params("mcts:level=max,reuse=off").treeReuse()).isFalse();
        assertThat(params("mcts:reuse=on").treeReuse()).isTrue();
        assertThatThrownBy(() -> params("uct:reuse=no")).hasMessageContaining("reuse 'no' is not on or off");
        assertThat(params("mcts").wholeTurns()).isFalse();
        assertThat(params("mcts:turns=on").wholeTurns()).isTrue();
        assertThatThrownBy(() -> params("mcts:turns=yes")).hasMessageContaining("turns 'yes' is not on or off");
        assertThat(params("mcts").rootHalving()).isZero();
        assertThat(params("mcts:halving=8").rootHalving()).isEqualTo(8);
        assertThat(params("mcts:level=max,halving=0").rootHalving()).isZero();
        for (String halving : new String[] {"1", "-2", "half", "99999999"}) {
            assertThatThrownBy(() -> params("mcts:halving=" + halving)).as(halving)
                    .hasMessage("halving '" + halving + "' is not 0 (off) or a whole number from 2 to 1000000");
        }
    }

    @Test
    void thoughtwaveLeavesAreEvaluatedOverEveryLevel() {
        Game tw = Games.load("thoughtwave");
        for (int level : new int[] {1, 5, Levels.MAX}) {
            SearchParams p = ((Mcts) Players.create(PlayerSpec.parse("mcts:level=" + level), tw, 1)).params();
            assertThat(p.evalCutoff()).isZero();
            assertThat(p.evalInterval()).isEqualTo(1);
            SearchParams table = Levels.params("thoughtwave", level);
            assertThat(p.playouts()).isEqualTo(table.playouts() / table.threads());
        }
        assertThat(((Mcts) Players.create(PlayerSpec.parse("mcts:level=5,cutoff=0.9"), tw, 1)).params().evalCutoff())
                .isEqualTo(0.9);
        assertThat(params("mcts:level=5").evalCutoff()).isEqualTo(Levels.params(game.parameters(), 5).evalCutoff());
    }

    @Test
    void wykershamPlaysOutWithoutCutOffSearchesWideBelowItsMaximumAndKeepsAmafWithinTheTurnAtEveryLevel() {
        Game wy = Games.load("wykersham");
        for (String level : new String[] {"1", "2", "5", "max"}) {
            SearchParams p = ((Mcts) Players.create(PlayerSpec.parse("mcts:level=" + level), wy, 1)).params();
            assertThat(p.evalCutoff()).isGreaterThan(1);
            if (level.equals("max")) {
                assertThat(p.firstPlayUrgency()).as("whole turns, focused").isNaN();
            } else {
                assertThat(p.firstPlayUrgency()).isEqualTo(1.0);
            }
            assertThat(p.exploration()).isEqualTo(0.4);
            assertThat(p.amafWithinTurn()).as("AMAF stops at the next roll").isTrue();
        }
        assertThat(((Mcts) Players.create(PlayerSpec.parse("mcts:level=max,amaf=playout"), wy, 1)).params().amafWithinTurn()).isFalse();
        assertThat(params("mcts:level=2").firstPlayUrgency()).as("TwixT's level 2 is focused").isNaN();
        assertThat(((Mcts) Players.create(PlayerSpec.parse("mcts:level=2,fpu=parent"), wy, 1)).params().firstPlayUrgency()).isNaN();
    }

    @Test
    void theMaximumIsLevelSevenInEveryGame() {
        Game wy = Games.load("wykersham");
        SearchParams max = ((Mcts) Players.create(PlayerSpec.parse("mcts:level=max"), wy, 1)).params();
        SearchParams seven = ((Mcts) Players.create(PlayerSpec.parse("mcts:level=7"), wy, 1)).params();
        assertThat(max).isEqualTo(seven);
        assertThat(((Mcts) Players.create(PlayerSpec.parse("mcts"), wy, 1)).params()).isEqualTo(seven);
        assertThatThrownBy(() -> Players.create(PlayerSpec.parse("mcts:level=8"), wy, 1))
                .hasMessage("wykersham: level 8 is out of range; allowed: 1 to 7 or max");
        Game twixt = Games.load("twixt");
        assertThat(((Mcts) Players.create(PlayerSpec.parse("mcts:level=max"), twixt, 1)).params())
                .isEqualTo(((Mcts) Players.create(PlayerSpec.parse("mcts:level=7"), twixt, 1)).params());
        assertThatThrownBy(() -> Players.create(PlayerSpec.parse("mcts:level=8"), twixt, 1))
                .hasMessage("twixt: level 8 is out of range; allowed: 1 to 7 or max");
        assertThat(params("mcts:level=max")).isEqualTo(params("mcts:level=" + Levels.MAX));
    }

    @Test
    void badSettingsAreRefused() {
        assertThatThrownBy(() -> params("mcts:level=8")).hasMessageContaining("out of range");
        assertThatThrownBy(() -> params("uct:level=3")).hasMessageContaining("no levels");
        assertThatThrownBy(() -> params("mcts:threads=0")).hasMessageContaining("threads");
        assertThatThrownBy(() -> params("mcts:playouts=0")).hasMessageContaining("limit");
    }

    @Test
    void everyLevelPlaysALegalMove() {
        State s = game.newInitialState();
        for (int level = 1; level <= 5; level++) {
            Player p = Players.create(PlayerSpec.parse("mcts:level=" + level), game, level);
            assertThat(p.describe()).isEqualTo("mcts:level=" + level);
            int a = p.chooseAction(s);
            assertThat(s.isLegal(a)).isTrue();
        }
    }
}
