package io.storagebench.api;

import java.nio.file.Path;
import java.util.List;
import org.eclipse.aether.RepositoryException;
import org.eclipse.aether.RepositorySystem;
import org.eclipse.aether.RepositorySystemSession;
import org.eclipse.aether.artifact.DefaultArtifact;
import org.eclipse.aether.repository.RemoteRepository;
import org.eclipse.aether.resolution.ArtifactRequest;
import org.eclipse.aether.resolution.ArtifactResolutionException;
import org.eclipse.aether.supplier.RepositorySystemSupplier;
import org.eclipse.aether.transfer.ArtifactNotFoundException;

/**
 * A Maven Resolver session over the local repository and one remote one, for what runs fetch at run time (engine
 * libraries, server builds). Resolver keeps the checksum files the remote publishes beside what it fetched, so a
 * caller can check a jar against them ({@link ServerCache} does) each time it is used, not only when fetched.
 */
final class MavenRepository {
    private MavenRepository() {
    }

    /** What runs in a session. */
    interface Call<T> {
        T run(RepositorySystem system, RepositorySystemSession session, List<RemoteRepository> remotes)
                throws RepositoryException;
    }

    /** Runs {@code call} in a session over {@code local} and {@code remote}, closed after. */
    static <T> T with(Path local, String remote, Call<T> call) throws RepositoryException {
        RepositorySystem system = new RepositorySystemSupplier().get();
        try (RepositorySystemSession.CloseableSession session = system.createSessionBuilder()
                .withLocalRepositoryBaseDirectories(local).setSystemProperties(System.getProperties()).build()) {
            RemoteRepository central = new RemoteRepository.Builder("central", "default", remote).build();
            return call.run(system, session, List.of(central));
        } finally {
            system.shutdown();
        }
    }

    /**
     * The jar of {@code artifact}: from the local repository, or fetched into it.
     *
     * @throws ArtifactResolutionException when it cannot be had; {@link #notFound} tells whether it does not exist
     */
    static Path resolve(Path local, String remote, DefaultArtifact artifact) throws RepositoryException {
        return with(local, remote, (system, session, remotes) -> system.resolveArtifact(session,
                new ArtifactRequest(artifact, remotes, null)).getArtifact().getPath());
    }

    /** True when the artifact does not exist (as opposed to a repository that could not be reached). */
    static boolean notFound(ArtifactResolutionException e) {
        return e.getResult() != null && e.getResult().getExceptions().stream()
                .anyMatch(x -> x instanceof ArtifactNotFoundException);
    }

    /** The innermost cause, for a one-line message. */
    static Throwable rootCause(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        return t;
    }
}
