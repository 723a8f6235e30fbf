"""Online mode: host or join a room on a ``paiju serve`` server and play it on the Play
mode's board; the network runs on its own thread (``paiju.server.client``)."""
