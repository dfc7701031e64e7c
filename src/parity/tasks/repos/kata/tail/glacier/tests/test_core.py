from kata_tail.core import glacier


def test_glacier_0():
    assert glacier([8, 3, 3, 8, 8]) == [8]


def test_glacier_1():
    assert glacier([3]) == [3]


def test_glacier_2():
    assert glacier([9, 2, 2]) == [2]


def test_glacier_3():
    assert glacier([2, 8]) == [8]


def test_glacier_4():
    assert glacier([6, 8, 6]) == [6]


def test_glacier_5():
    assert glacier([5, 1, 6, 1, 8, 9], 0) == []
