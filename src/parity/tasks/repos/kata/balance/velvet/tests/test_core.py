from kata_balance.core import velvet


def test_velvet_0():
    assert velvet([6]) == 1


def test_velvet_1():
    assert velvet([0, 19, 6, 8, 20, 13]) == 2


def test_velvet_2():
    assert velvet([1, 2, 3, 13, 16]) == -1


def test_velvet_3():
    assert velvet([]) == 0


def test_velvet_4():
    assert velvet([18, 5, 7, 1, 3, 4, 19]) == -3


def test_velvet_5():
    assert velvet([19, 19, 4, 6, 4, 10]) == 2
