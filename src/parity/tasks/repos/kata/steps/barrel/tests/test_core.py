from kata_steps.core import barrel


def test_barrel_0():
    assert barrel(3, 5) == [12]


def test_barrel_1():
    assert barrel(3, 3) == []


def test_barrel_2():
    assert barrel(4, 7) == [16]


def test_barrel_3():
    assert barrel(3, 6) == [12]


def test_barrel_4():
    assert barrel(3, 9) == [12, 24]


def test_barrel_5():
    assert barrel(2, 8) == [8, 20]
