package org.xwb.targets.profiles;

import java.io.IOException;
import java.net.URL;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

import org.eclipse.equinox.security.storage.ISecurePreferences;
import org.eclipse.equinox.security.storage.SecurePreferencesFactory;
import org.eclipse.equinox.security.storage.StorageException;
import org.eclipse.equinox.security.storage.provider.IProviderHints;
import org.xwb.model.TargetProfile;

/**
 * Passwords in Eclipse secure storage, node {@code /org.xwb/targets/<profile>}, key "password",
 * encrypted. The storage is opened with "do not prompt": a headless command never waits for a
 * master-password dialog; when no password provider can unlock the storage without asking, it
 * simply has no password. The equinox.security bundle is optional: without it this source is
 * empty ({@link PasswordSource#standard()} checks before it
 * touches this class, whose loading needs the bundle).
 */
public final class SecureStoragePasswords implements PasswordSource {

    static final String NODE = "/org.xwb/targets/";
    static final String KEY = "password";

    private final URL location;
    private final Map<Object, Object> options;

    /**
     * @param location the storage file, or null for the user's default storage
     * @param hints    extra provider hints (tests pass a fixed master password here)
     */
    public SecureStoragePasswords(URL location, Map<Object, Object> hints) {
        this.location = location;
        this.options = new HashMap<>(hints);
        this.options.put(IProviderHints.PROMPT_USER, Boolean.FALSE);
    }

    @Override
    public Optional<String> password(TargetProfile profile) {
        try {
            ISecurePreferences root = SecurePreferencesFactory.open(location, options);
            if (root == null || !root.nodeExists(NODE + profile.getName())) {
                return Optional.empty();
            }
            String password = root.node(NODE + profile.getName()).get(KEY, null);
            return password == null || password.isEmpty() ? Optional.empty() : Optional.of(password);
        } catch (IOException | StorageException | RuntimeException e) {
            return Optional.empty(); // locked storage without a way to unlock it silently: no password from here
        }
    }

    /**
     * Stores the password of a profile, encrypted.
     *
     * @throws IOException when the storage cannot be written or unlocked without prompting
     */
    public void store(String profileName, String password) throws IOException {
        try {
            ISecurePreferences root = SecurePreferencesFactory.open(location, options);
            if (root == null) {
                throw new IOException("Eclipse secure storage is not available");
            }
            root.node(NODE + profileName).put(KEY, password, true);
            root.flush();
        } catch (StorageException e) {
            throw new IOException("Eclipse secure storage cannot store the password of " + profileName + ": "
                    + e.getMessage(), e);
        }
    }
}
