package org.ludotheque.engine.wykersham;

import org.ludotheque.engine.Parameters;

/**
 * The Wykersham switches a game was created with, read once from its parameters.
 *
 * @param middleLineSharing {@code share=middle-line}: a cup is shared while it stands in column ■
 *     (default {@code centre-rail}: every centre-rail cup is shared)
 * @param sharedLabels {@code labels=shared}: both players read the column labels from A's left
 *     (default {@code per-player}: B reads them from B's own left)
 * @param forcedSlide a goal-making slide, when one exists, must be made
 * @param goalPerLine goal lines are taken one at a time instead of as one union
 * @param excludeAlreadyComplete a line position complete before the slide is not a goal line
 */
public record WykershamRules(boolean middleLineSharing, boolean sharedLabels, boolean forcedSlide,
                             boolean goalPerLine, boolean excludeAlreadyComplete) {

    /** The default reading of the rules. */
    public static final WykershamRules DEFAULT = new WykershamRules(false, false, false, false, false);

    static WykershamRules from(Parameters p) {
        return new WykershamRules(p.get("share").equals("middle-line"), p.get("labels").equals("shared"),
                p.getBool("forcedSlide"), p.getBool("goalPerLine"), p.getBool("excludeAlreadyComplete"));
    }
}
