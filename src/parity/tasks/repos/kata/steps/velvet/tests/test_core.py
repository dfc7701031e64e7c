from kata_steps.core import velvet


def test_velvet_0():
    assert velvet(3, 6) == [6]


def test_velvet_1():
    assert velvet(1, 4) == [2]


def test_velvet_2():
    assert velvet(4, 8) == [8, 14]


def test_velvet_3():
    assert velvet(6, 12) == [12, 18]


def test_velvet_4():
    assert velvet(0, 4) == [0, 6]


def test_velvet_5():
    assert velvet(5, 11) == [10, 16]
