from kata_max_gap.core import marble


def test_marble_0():
    assert marble([16, 21, 29, 30]) == 8


def test_marble_1():
    assert marble([19, 22, 24, 29]) == 5


def test_marble_2():
    assert marble([3, 13, 28]) == 15


def test_marble_3():
    assert marble([0, 0, 22, 25, 27, 28]) == 22


def test_marble_4():
    assert marble([7, 26, 30]) == 19


def test_marble_5():
    assert marble([3, 3]) == 0
