import { Navigate, useParams } from 'react-router';

/** The spec's address of the edit page, `edit-song/{id}`, leads to the song's edit page. */
export function EditSongRedirect() {
  const { id } = useParams();
  return <Navigate to={`/songs/${id ?? ''}/edit`} replace />;
}
