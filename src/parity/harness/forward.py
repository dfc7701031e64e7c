"""Inside a harness's sandbox: 127.0.0.1:PORT forwarded to the model's Unix socket.

The sandbox has a network namespace of its own with only a loopback, so nothing outside it
is reachable; this is the one way out, and it leads to one place: the socket Parity binds
into the sandbox read-only, where the OpenAI server for this run listens. Standard library
only: it runs on the sandbox's system Python, beside whatever the harness needs.

    python3 forward.py PORT SOCKET READY_FILE
READY_FILE is created once the port listens, so the harness starts only after that.
"""

import asyncio
import sys


async def _pipe(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    try:
        while data := await reader.read(65536):
            writer.write(data)
            await writer.drain()
    except (ConnectionError, OSError):
        pass
    finally:
        try:
            writer.close()
        except (ConnectionError, OSError):
            pass


async def _main(port: int, socket_path: str, ready: str) -> None:
    async def client(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            up_reader, up_writer = await asyncio.open_unix_connection(socket_path)
        except OSError:
            writer.close()
            return
        await asyncio.gather(_pipe(reader, up_writer), _pipe(up_reader, writer))

    server = await asyncio.start_server(client, "127.0.0.1", port)
    with open(ready, "w"):
        pass
    async with server:
        await server.serve_forever()


if __name__ == "__main__":
    asyncio.run(_main(int(sys.argv[1]), sys.argv[2], sys.argv[3]))
