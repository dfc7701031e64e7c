from kata_balance.core import glacier


def test_glacier_0():
    assert glacier([3, 7, 13, 19]) == -4


def test_glacier_1():
    assert glacier([9, 17, 11]) == -3


def test_glacier_2():
    assert glacier([12, 18, 20, 11, 0, 0, 2]) == 5


def test_glacier_3():
    assert glacier([18, 9, 13, 16]) == 0


def test_glacier_4():
    assert glacier([14, 13]) == 0


def test_glacier_5():
    assert glacier([9, 19, 8, 0, 8, 11]) == 0
