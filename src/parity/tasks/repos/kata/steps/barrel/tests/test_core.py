from kata_steps.core import barrel


def test_barrel_0():
    assert barrel(4, 6) == [16]


def test_barrel_1():
    assert barrel(2, 5) == [8]


def test_barrel_2():
    assert barrel(1, 7) == [4, 16]


def test_barrel_3():
    assert barrel(5, 11) == [20, 32]


def test_barrel_4():
    assert barrel(4, 5) == [16]


def test_barrel_5():
    assert barrel(0, 10, 4) == [0, 16, 32]
