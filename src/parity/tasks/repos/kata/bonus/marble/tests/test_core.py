from kata_bonus.core import marble


def test_marble_0():
    assert marble(47) == 53


def test_marble_1():
    assert marble(0) == 0


def test_marble_2():
    assert marble(26) == 29


def test_marble_3():
    assert marble(9) == 10


def test_marble_4():
    assert marble(54, 3) == 61


def test_marble_5():
    assert marble(54, 4) == 68
