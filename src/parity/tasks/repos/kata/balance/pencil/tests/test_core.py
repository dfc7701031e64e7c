from kata_balance.core import pencil


def test_pencil_0():
    assert pencil([7, 9, 18]) == -1


def test_pencil_1():
    assert pencil([20, 15]) == 0


def test_pencil_2():
    assert pencil([19]) == -1


def test_pencil_3():
    assert pencil([18, 7, 12, 18, 8, 7]) == 2


def test_pencil_4():
    assert pencil([9, 7, 15]) == -3


def test_pencil_5():
    assert pencil([9, 16, 3, 9, 5, 20, 16]) == -1
