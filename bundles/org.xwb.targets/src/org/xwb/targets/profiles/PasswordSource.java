package org.xwb.targets.profiles;

import java.util.Optional;

import org.xwb.model.TargetProfile;

/**
 * Where a target's password comes from. Never a file: profiles hold no passwords. The password
 * goes to the JDBC driver only; it is never logged or put into a description.
 */
public interface PasswordSource {

    /** The password for {@code profile}, if this source has one. */
    Optional<String> password(TargetProfile profile);

    /** Tries each source in turn. */
    static PasswordSource firstOf(PasswordSource... sources) {
        return profile -> {
            for (PasswordSource source : sources) {
                Optional<String> password = source.password(profile);
                if (password.isPresent()) {
                    return password;
                }
            }
            return Optional.empty();
        };
    }

    /** XWB's order: the environment ({@link EnvironmentPasswords}), then Eclipse secure storage if installed. */
    static PasswordSource standard() {
        return firstOf(EnvironmentPasswords.system(), secureStorageInstalled()
                ? SecureStoragePasswords.standard() : NONE);
    }

    /** True when org.eclipse.equinox.security (an optional import) is in the runtime. */
    static boolean secureStorageInstalled() {
        try {
            Class.forName("org.eclipse.equinox.security.storage.SecurePreferencesFactory", false,
                    PasswordSource.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }

    PasswordSource NONE = profile -> Optional.empty();
}
