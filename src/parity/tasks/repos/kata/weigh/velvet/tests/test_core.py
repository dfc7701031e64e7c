from kata_weigh.core import velvet


def test_velvet_0():
    assert velvet([2, 11, 5, 10, 2]) == 56


def test_velvet_1():
    assert velvet([12, 8, 0, 8]) == 56


def test_velvet_2():
    assert velvet([8]) == 16


def test_velvet_3():
    assert velvet([0, 12, 1]) == 25


def test_velvet_4():
    assert velvet([6]) == 12


def test_velvet_5():
    assert velvet([4, 5]) == 14
