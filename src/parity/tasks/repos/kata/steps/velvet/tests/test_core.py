from kata_steps.core import velvet


def test_velvet_0():
    assert velvet(4, 4) == []


def test_velvet_1():
    assert velvet(0, 9) == [0, 4, 8, 12, 16]


def test_velvet_2():
    assert velvet(0, 7) == [0, 4, 8, 12]


def test_velvet_3():
    assert velvet(1, 9) == [2, 6, 10, 14]


def test_velvet_4():
    assert velvet(2, 6) == [4, 8]


def test_velvet_5():
    assert velvet(0, 10, 4) == [0, 8, 16]
