from kata_floor_gap.core import jungle


def test_jungle_0():
    assert jungle(13, 8) == 5


def test_jungle_1():
    assert jungle(12, 3) == 9


def test_jungle_2():
    assert jungle(12, 11) == 1


def test_jungle_3():
    assert jungle(14, 2) == 12


def test_jungle_4():
    assert jungle(3, 15) == 0


def test_jungle_5():
    assert jungle(16, 10) == 6
