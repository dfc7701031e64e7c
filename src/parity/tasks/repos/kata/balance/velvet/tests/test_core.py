from kata_balance.core import velvet


def test_velvet_0():
    assert velvet([15]) == -1


def test_velvet_1():
    assert velvet([12, 5]) == 0


def test_velvet_2():
    assert velvet([]) == 0


def test_velvet_3():
    assert velvet([16, 5, 2]) == 1


def test_velvet_4():
    assert velvet([5, 5, 10, 8, 11, 13]) == -2


def test_velvet_5():
    assert velvet([9, 5, 16]) == -1
