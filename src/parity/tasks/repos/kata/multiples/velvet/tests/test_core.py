from kata_multiples.core import velvet


def test_velvet_0():
    assert velvet([13, 1, 15, -5]) == 1


def test_velvet_1():
    assert velvet([9, 10, 14, -5, 20]) == 2


def test_velvet_2():
    assert velvet([4, 8, 17]) == 0


def test_velvet_3():
    assert velvet([12, 0, 0]) == 0


def test_velvet_4():
    assert velvet([0, -3]) == 0


def test_velvet_5():
    assert velvet([18, 4, 4, 17]) == 0
