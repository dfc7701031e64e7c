from kata_wrap.core import marble


def test_marble_0():
    assert marble(13) == 0


def test_marble_1():
    assert marble(18) == 0


def test_marble_2():
    assert marble(12) == 4


def test_marble_3():
    assert marble(20) == 2


def test_marble_4():
    assert marble(-1) == 1


def test_marble_5():
    assert marble(3, 7, 0) == 3
