package io.storagebench.workload;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A workload defined by its name, description, profiles and parameters: it answers {@link Workload}'s getters from
 * them and resolves a profile with its overrides ({@link ParameterSet#resolve}) before {@link #plan(String,
 * ParameterSet)} sees them, so every workload refuses an unknown profile or parameter in the same words.
 *
 * <p>A subclass overrides one of the two {@code plan} methods that take a {@link ParameterSet}: {@link
 * #plan(String, ParameterSet)} for a workload that cannot be split, or {@link #plan(String, ParameterSet, Shard)}
 * for one that can ({@link Shard#WHOLE} is then its whole run); each defaults to the other, and a subclass that
 * overrides neither is refused when it is constructed. A subclass keeps a public no-argument constructor, as
 * {@code ServiceLoader} needs.
 */
public abstract class ProfiledWorkload implements Workload {
    private final String name;
    private final String description;
    private final List<String> profiles;
    private final List<ParameterSpec> parameters;

    /**
     * @param profiles   profile names, the default first
     * @param parameters every parameter, with a value for each profile
     */
    protected ProfiledWorkload(String name, String description, List<String> profiles,
                               List<ParameterSpec> parameters) {
        this.name = Objects.requireNonNull(name, "name");
        this.description = Objects.requireNonNull(description, "description");
        this.profiles = List.copyOf(profiles);
        this.parameters = List.copyOf(parameters);
        if (!overridesAPlan(getClass())) {
            throw new IllegalStateException(getClass().getName() + " must override plan(String, ParameterSet) or "
                    + "plan(String, ParameterSet, Shard)");
        }
    }

    /** True when a class between {@code type} and this one declares one of the two plans that take values. */
    private static boolean overridesAPlan(Class<?> type) {
        for (Class<?> c = type; c != ProfiledWorkload.class; c = c.getSuperclass()) {
            for (java.lang.reflect.Method m : c.getDeclaredMethods()) {
                List<Class<?>> params = List.of(m.getParameterTypes());
                if (m.getName().equals("plan") && !m.isBridge() && (params.equals(List.of(String.class,
                        ParameterSet.class)) || params.equals(List.of(String.class, ParameterSet.class, Shard.class)))) {
                    return true;
                }
            }
        }
        return false;
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final String description() {
        return description;
    }

    @Override
    public final List<String> profiles() {
        return profiles;
    }

    @Override
    public final List<ParameterSpec> parameters() {
        return parameters;
    }

    @Override
    public final WorkloadPlan plan(String profile, Map<String, String> overrides) {
        return plan(profile, overrides, Shard.WHOLE);
    }

    @Override
    public final WorkloadPlan plan(String profile, Map<String, String> overrides, Shard shard) {
        return plan(profile, ParameterSet.resolve(name, profiles, parameters, profile, overrides), shard);
    }

    /**
     * The steps for {@code profile}, whose parameter values (overrides applied) are {@code values}: by default
     * {@link #plan(String, ParameterSet, Shard)} for the whole run.
     *
     * @throws InvalidParameterException for a bad value: one line that names the parameter and says what is allowed
     */
    protected WorkloadPlan plan(String profile, ParameterSet values) {
        return plan(profile, values, Shard.WHOLE);
    }

    /**
     * One shard's share of the steps for {@code profile} (see {@link Shard}): by default the whole run from {@link
     * #plan(String, ParameterSet)}, and any other shard refused. A workload that splits overrides this one only.
     *
     * @throws InvalidParameterException for a bad value, or a workload or value that cannot be split so: one line
     */
    protected WorkloadPlan plan(String profile, ParameterSet values, Shard shard) {
        if (!shard.whole()) {
            throw new InvalidParameterException("workload " + name + " cannot be run in shards");
        }
        return plan(profile, values);
    }
}
