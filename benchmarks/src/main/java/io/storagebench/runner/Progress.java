package io.storagebench.runner;

import java.util.List;
import java.util.OptionalDouble;

/**
 * A step's progress at one sample.
 *
 * @param step           the step's name
 * @param elapsedSeconds since the step's actors started
 * @param fractionDone   0..1 towards the step's end: the progress target's count (warmup included) over its total, or
 *                       the elapsed share of the duration, whichever is further; empty when the step has neither
 * @param warmup         true while the step is in its warmup
 * @param actors         per actor, in the step's order
 */
public record Progress(String step, double elapsedSeconds, OptionalDouble fractionDone, boolean warmup,
                       List<ActorProgress> actors) {
    public Progress {
        actors = List.copyOf(actors);
    }
}
